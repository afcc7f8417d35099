import { sql } from "drizzle-orm";
import {
  type NotificationKind,
  type NotificationParams,
  notificationParams,
} from "../../shared/notifications";
import type { SkipReason } from "../copies/decide-mirror";
import type { Runner } from "../db/client";
import { rowId } from "../db/row-id";
import { array } from "../db/sql-arrays";

/**
 * Adds an in-app notification for `userId` (issue 31 point 13), inside the caller's transaction: it
 * exists exactly when the event it reports commits. The params are checked against the kind's
 * schema. With a `dedupeKey` a second notification of the same event is dropped (at most one).
 * The user's open screens hear of it through the `notifications` live event (the event relay
 * publishes it after commit).
 */
export async function addNotification<K extends NotificationKind>(
  tx: Runner,
  userId: string,
  kind: K,
  params: NotificationParams<K>,
  dedupeKey: string | null = null,
): Promise<void> {
  const checked = notificationParams[kind].parse(params);
  await tx.execute(sql`
    with added as (
      insert into notifications (id, user_id, kind, params, dedupe_key)
      values (${rowId()}, ${userId}, ${kind}, ${JSON.stringify(checked)}::jsonb, ${dedupeKey})
      on conflict (user_id, dedupe_key) do nothing
      returning id, user_id
    )
    insert into change_events (payload)
    select json_build_object('entity', 'notifications', 'op', 'INSERT', 'id', id, 'userId', user_id)::text
    from added`);
}

/**
 * 'trader-stopped' for every investor with a running copy of the trader (once each), one statement,
 * in the stop's transaction.
 */
export async function addTraderStoppedNotifications(
  tx: Runner,
  traderId: string,
  stoppedAt: Date,
): Promise<void> {
  await tx.execute(sql`
    with added as (
      insert into notifications (id, user_id, kind, params, dedupe_key)
      select gen_random_uuid()::text, i.investor_id, 'trader-stopped',
             jsonb_build_object('traderId', t.user_id, 'traderName', t.display_name),
             'trader-stopped:' || t.user_id || ':' || ${stoppedAt.toISOString()}::text
      from (select distinct investor_id from copies where trader_id = ${traderId} and status <> 'stopped') i
      join traders t on t.user_id = ${traderId}
      on conflict (user_id, dedupe_key) do nothing
      returning id, user_id
    )
    insert into change_events (payload)
    select json_build_object('entity', 'notifications', 'op', 'INSERT', 'id', id, 'userId', user_id)::text
    from added`);
}

/**
 * Skip reasons a copier is told about: those they can act on (size, margin, market). A paused copy
 * skips by the investor's own choice and 'no-position' follows an earlier skip already reported,
 * so neither adds a notification (one per copy and reason per trader fill at most, never a flood).
 */
const NOTIFIED_SKIPS: readonly string[] = [
  "below-minimum",
  "insufficient-margin",
  "instrument-disabled",
  "market-data-stale",
] satisfies SkipReason[];

/**
 * The 'mirror-skipped' notifications of one trader fill for many copies in one statement (the
 * set-based mirroring batch, decision 0026; the one-copy path passes one row): each copy's
 * investor, the trader's display name joined in PostgreSQL, at most one per (copy, fill, reason).
 */
export async function addSkipNotifications(
  tx: Runner,
  fill: { traderFillId: string; symbol: string; side: "buy" | "sell" },
  rows: readonly { copyId: string; reason: string }[],
): Promise<void> {
  const notified = rows.filter((row) => NOTIFIED_SKIPS.includes(row.reason));
  if (notified.length === 0) return;
  await tx.execute(sql`
    with added as (
      insert into notifications (id, user_id, kind, params, dedupe_key)
      select gen_random_uuid()::text, c.investor_id, 'mirror-skipped',
             jsonb_build_object('copyId', c.id, 'traderName', t.display_name, 'symbol', ${fill.symbol}::text,
                                'side', ${fill.side}::text, 'reason', v.reason),
             'skip:' || c.id || ':' || ${fill.traderFillId}::text || ':' || v.reason
      from unnest(${array(notified.map((row) => row.copyId))}::text[], ${array(notified.map((row) => row.reason))}::text[])
           as v (copy_id, reason)
      join copies c on c.id = v.copy_id
      join traders t on t.user_id = c.trader_id
      on conflict (user_id, dedupe_key) do nothing
      returning id, user_id
    )
    insert into change_events (payload)
    select json_build_object('entity', 'notifications', 'op', 'INSERT', 'id', id, 'userId', user_id)::text
    from added`);
}
