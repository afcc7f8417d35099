import { and, asc, eq, inArray } from "drizzle-orm";
import { centsToDecimal } from "../../shared/money";
import { returnPercent, START_NAV } from "../../shared/nav-math";
import type { CopyEquityOutput } from "../../shared/schemas/copies";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { copyEvents, navSnapshots, tradingAccounts } from "../db/schema";
import { type NavPoint, navFigures } from "../traders/nav-series";
import { accountFigures, fixedOf } from "../trading/account-figures";
import { type QuoteSource, quotesFor } from "../trading/quote-source";
import { cashOf, openPositionsOf } from "../trading/trading-account";
import { findOwnedCopy } from "./copy-store";

/** Copy events that move the investor's money in or out, and the profit share. */
const MONEY_EVENTS = ["created", "funds-added", "funds-removed", "stopped", "profit-share"] as const;

interface MoneyEvent {
  kind: string;
  amount: bigint;
  at: Date;
}

/**
 * The money the investor has in the copy after the events given: amounts in (created, funds
 * added) less what reached them back (funds removed net of the profit share paid out of them in the
 * same transaction, the cash returned at the stop). A month-end or stop settlement is not money
 * returned, so it shows as a cost in equity - netInvested.
 */
export function netInvestedAfter(events: readonly MoneyEvent[]): bigint {
  const removedAt = new Set(events.filter((e) => e.kind === "funds-removed").map((e) => e.at.getTime()));
  let total = 0n;
  for (const event of events) {
    if (event.kind === "created" || event.kind === "funds-added") total += event.amount;
    else if (event.kind === "funds-removed" || event.kind === "stopped") total -= event.amount;
    else if (event.kind === "profit-share" && removedAt.has(event.at.getTime())) total += event.amount;
  }
  return total;
}

/**
 * GET /api/v1/copies/:id/equity (issue 31 point 10): the copy's equity over time from its NAV
 * snapshots (written at every money movement and hourly, equity from the ledger and the open
 * positions at the quotes of that moment) and, while it runs, now at the current quotes. Each
 * point has the net invested then (netInvestedAfter), the P&L in dollars (equity - net invested)
 * and the time-weighted return (NAV per unit chain-linked, as the trader's series: money moved is
 * never performance). In a transaction with several snapshots (a stop: before and after the cash
 * left) only the last is kept, and the last one still holding units before it when the money left.
 * Another investor's copy is 404.
 */
export async function getCopyEquity(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
): Promise<CopyEquityOutput> {
  const copy = await findOwnedCopy(db, actor, id);
  const snapshots = await db
    .select({ at: navSnapshots.at, equity: navSnapshots.equity, units: navSnapshots.units })
    .from(navSnapshots)
    .where(eq(navSnapshots.accountId, copy.accountId))
    .orderBy(asc(navSnapshots.at), asc(navSnapshots.id));
  const events: MoneyEvent[] = (
    await db
      .select({ kind: copyEvents.kind, amount: copyEvents.amount, at: copyEvents.createdAt })
      .from(copyEvents)
      .where(and(eq(copyEvents.copyId, copy.id), inArray(copyEvents.kind, [...MONEY_EVENTS])))
  ).map((row) => ({ kind: row.kind, amount: row.amount ?? 0n, at: row.at }));

  // Per transaction (same timestamp): the last snapshot, after everything it moved; and, when it
  // emptied the account, the last one still holding units, priced before the money left.
  const points: (NavPoint & { before: boolean })[] = [];
  for (let index = 0; index < snapshots.length; index++) {
    const row = snapshots[index]!;
    const next = snapshots[index + 1];
    const point = { at: row.at, equity: row.equity, units: fixedOf(row.units) };
    if (!next || next.at.getTime() !== row.at.getTime()) {
      points.push({ ...point, before: false });
      continue;
    }
    const rest = snapshots.slice(index + 1).filter((s) => s.at.getTime() === row.at.getTime());
    const lastOfTx = rest.at(-1)!;
    const isLastWithUnits = point.units > 0n && rest.every((s) => fixedOf(s.units) === 0n);
    if (fixedOf(lastOfTx.units) === 0n && isLastWithUnits) points.push({ ...point, before: true });
  }
  if (copy.status !== "stopped") {
    const [account] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.id, copy.accountId));
    const open = await openPositionsOf(db, copy.accountId);
    const quotes = await quotesFor(
      market,
      open.map((row) => row.symbol),
    );
    const { equity } = accountFigures(await cashOf(db, copy.accountId), open, quotes);
    points.push({ at: new Date(), equity, units: fixedOf(account?.units ?? "0"), before: false });
  }

  const navs = navFigures(points, new Date()).series;
  let navIndex = 0;
  return {
    points: points.map((point) => {
      const upTo = events.filter((e) =>
        point.before ? e.at.getTime() < point.at.getTime() : e.at.getTime() <= point.at.getTime(),
      );
      const netInvested = netInvestedAfter(upTo);
      const nav = point.units > 0n ? navs[navIndex++]?.nav : undefined;
      return {
        at: point.at.toISOString(),
        equity: centsToDecimal(point.equity),
        netInvested: centsToDecimal(netInvested),
        pnl: centsToDecimal(point.equity - netInvested),
        return: nav === undefined ? null : returnPercent(START_NAV, nav),
      };
    }),
  };
}
