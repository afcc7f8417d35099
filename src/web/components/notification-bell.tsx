import { Link } from "react-router";
import { useNotifications } from "../api/notifications";
import { useDict, useLang } from "../i18n";
import enCommon from "../i18n/en/common";
import { plural } from "../i18n/translate";
import { Icon } from "./icons";

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
      <Icon name="bell" className="size-5" />
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
