import { Link } from "react-router";
import { useNotifications } from "../api/notifications";
import { useDict, useLang } from "../i18n";
import enCommon from "../i18n/en/common";
import { plural } from "../i18n/translate";

/**
 * The header's bell (issue 31 point 13): a link to /notifications whose name says how many are
 * unread; the count is shown on it and follows the `notifications` live event.
 */
export function NotificationBell() {
  const t = useDict("common", enCommon).notifications;
  const lang = useLang();
  const unread = useNotifications().data?.unreadCount ?? 0;
  const label = unread > 0 ? plural(lang, unread, t.bellUnread) : t.bell;
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      data-unread={unread}
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5"
      >
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0" />
      </svg>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] leading-none font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
