import { Link } from "react-router";
import { readCents } from "../../../shared/money";
import type { Notification } from "../../../shared/schemas/notifications";
import { useMarkNotificationsRead, useNotifications } from "../../api/notifications";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Page } from "../../components/ui/page";
import { QueryBlock } from "../../components/ui/query-block";
import { format, useDict, useLang } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enCopy from "../../i18n/en/copy";
import { type Formatters, useFormatters } from "../../i18n/formatters";
import { plural } from "../../i18n/translate";

/** /notifications: the signed-in user's notification centre, newest first, live (issue 31 point 13). */
export function Component() {
  const t = useDict("common", enCommon).notifications;
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const lang = useLang();
  return (
    <Page title={t.title} intro={t.intro}>
      <QueryBlock query={notifications} loading={t.loading}>
        {(data) => (
          <Card>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p
                className="text-sm text-slate-600 dark:text-slate-400"
                aria-live="polite"
                data-testid="unread-count"
              >
                {unread > 0 ? plural(lang, unread, t.bellUnread) : t.allRead}
              </p>
              <Button
                variant="secondary"
                disabled={unread === 0 || markRead.isPending}
                onClick={() => markRead.mutate(undefined)}
              >
                {t.markAll}
              </Button>
            </div>
            {data.items.length === 0 ? (
              <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">{t.empty}</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800" aria-label={t.title}>
                {data.items.map((item) => (
                  <NotificationRow
                    key={item.id}
                    item={item}
                    onRead={() => markRead.mutate([item.id])}
                    busy={markRead.isPending}
                  />
                ))}
              </ul>
            )}
          </Card>
        )}
      </QueryBlock>
    </Page>
  );
}

function NotificationRow({ item, onRead, busy }: { item: Notification; onRead: () => void; busy: boolean }) {
  const common = useDict("common", enCommon);
  const copy = useDict("copy", enCopy);
  const fmt = useFormatters();
  const t = common.notifications;
  const unread = item.readAt === null;
  const target =
    typeof item.params.traderId === "string"
      ? `/traders/${encodeURIComponent(item.params.traderId)}`
      : "/portfolio";
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
      data-testid="notification"
      data-kind={item.kind}
      data-unread={unread}
    >
      <div className="min-w-0">
        <p
          className={`text-sm break-words ${unread ? "font-semibold" : "text-slate-700 dark:text-slate-300"}`}
        >
          {unread ? <span className="sr-only">{t.unread}: </span> : null}
          {unread ? (
            <span
              aria-hidden="true"
              className="mr-2 inline-block size-2 rounded-full bg-emerald-600 align-middle"
            />
          ) : null}
          {notificationText(item, common, copy, fmt)}
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={item.createdAt}>{fmt.mediumDateTime(item.createdAt)}</time>
          {item.params.mode === "practice" ? ` · ${t.practice}` : null}
          {" · "}
          <Link to={target} className="font-medium text-emerald-700 hover:underline dark:text-emerald-400">
            {t.open}
          </Link>
        </p>
      </div>
      {unread ? (
        <Button variant="secondary" disabled={busy} onClick={onRead} className="h-9 shrink-0 self-start px-3">
          {t.markRead}
        </Button>
      ) : null}
    </li>
  );
}

/** The notification's sentence in the reader's language, from its kind and params. */
function notificationText(
  item: Notification,
  common: typeof enCommon,
  copy: typeof enCopy,
  fmt: Formatters,
): string {
  const params = item.params as Record<string, string>;
  const amount = (text: string | undefined) => (text === undefined ? "" : fmt.usd(readCents(text)));
  const reasons = copy.portfolio.skipReasons as Record<string, string>;
  const sides = copy.portfolio.sideWords as Record<string, string>;
  return format(common.notifications.kinds[item.kind], {
    ...params,
    returned: amount(params.returned),
    amount: amount(params.amount),
    side: sides[params.side ?? ""] ?? params.side ?? "",
    reason: reasons[params.reason ?? ""] ?? params.reason ?? "",
  });
}
