import { and, eq, inArray, sql } from "drizzle-orm";
import { cents } from "../../shared/money";
import { navPerUnit, START_NAV } from "../../shared/nav-math";
import type { Copy } from "../../shared/schemas/copies";
import type { Fixed } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { idList } from "../db/id-list";
import { newestPerGroup } from "../db/newest-per-group";
import { copyEvents, fills, positions, traders } from "../db/schema";
import { fixedOf, type PositionRow } from "../trading/account-figures";
import { type QuoteSource, quotesFor } from "../trading/quote-source";
import type { CopyEventRow, CopyRow } from "./copy-store";
import { loadNavInputs } from "./load-nav-inputs";
import { type CopyFacts, navAt, toCopy } from "./to-copy";

/** Closed positions a copy's detail shows (newest first) after the open ones. */
const CLOSED_SHOWN = 50;
/** Log lines a copy's detail shows (newest first). */
const EVENTS_SHOWN = 200;

/**
 * Each copy's trader account (their own account of the copy's mode) and, for a stopped copy, the
 * NAV per unit of that account's latest snapshot with units at or before the stop.
 */
async function traderAccountsOf(
  db: Runner,
  copyIds: readonly string[],
): Promise<Map<string, { accountId: string; navAtStop: Fixed | null }>> {
  const result = await db.execute(sql`
    select c.id as copy_id, ta.id as account_id, s.equity::text as equity, s.units::text as units
    from copies c
    join trading_accounts ta on ta.user_id = c.trader_id and ta.kind = 'own' and ta.mode = c.mode
    left join lateral (
      select n.equity, n.units from nav_snapshots n
      where n.account_id = ta.id and n.units > 0 and n.at <= c.stopped_at
      order by n.at desc, n.id desc
      limit 1
    ) s on true
    where c.id in (${idList(copyIds)})`);
  const rows = result.rows as unknown as {
    copy_id: string;
    account_id: string;
    equity: string | null;
    units: string | null;
  }[];
  return new Map(
    rows.map((row) => [
      row.copy_id,
      {
        accountId: row.account_id,
        navAtStop:
          row.equity === null || row.units === null
            ? null
            : navPerUnit(BigInt(row.equity), fixedOf(row.units)),
      },
    ]),
  );
}

/** The latest CLOSED_SHOWN closed positions of each account and EVENTS_SHOWN log lines of each copy, newest first. */
async function detailsOf(db: Runner, copies: readonly CopyRow[]) {
  const closed: PositionRow[] = await newestPerGroup(db, positions, {
    where: and(
      inArray(
        positions.accountId,
        copies.map((copy) => copy.accountId),
      ),
      eq(positions.status, "closed"),
    ),
    group: positions.accountId,
    newestFirst: [positions.closedAt, positions.id],
    limit: CLOSED_SHOWN,
  });
  const events: CopyEventRow[] = await newestPerGroup(db, copyEvents, {
    where: inArray(
      copyEvents.copyId,
      copies.map((copy) => copy.id),
    ),
    group: copyEvents.copyId,
    newestFirst: [copyEvents.createdAt, copyEvents.seq],
    limit: EVENTS_SHOWN,
  });
  return new Map(
    copies.map((copy) => [
      copy.id,
      {
        closed: closed.filter((row) => row.accountId === copy.accountId),
        events: events.filter((row) => row.copyId === copy.id),
      },
    ]),
  );
}

/**
 * The copies `rows` as GET /api/v1/copies(/:id) shows them (toCopy), figures marked at the current
 * quotes; `detail` adds their positions and log. Read in a constant number of queries whatever the
 * number of copies, and one quote request.
 */
export async function loadCopies(
  db: Runner,
  market: QuoteSource,
  rows: readonly CopyRow[],
  detail: boolean,
): Promise<Copy[]> {
  if (rows.length === 0) return [];
  const traderRows = await db
    .select({
      userId: traders.userId,
      displayName: traders.displayName,
      profitSharePercent: traders.profitSharePercent,
    })
    .from(traders)
    .where(
      inArray(
        traders.userId,
        rows.map((row) => row.traderId),
      ),
    );
  const traderAccounts = await traderAccountsOf(
    db,
    rows.map((row) => row.id),
  );
  // A trader account's NAV now is needed only for copies without a snapshot at their stop.
  const traderNow = [...traderAccounts.values()]
    .filter((account) => account.navAtStop === null)
    .map((account) => account.accountId);
  const navInputs = await loadNavInputs(db, [...rows.map((row) => row.accountId), ...traderNow]);
  const realized = await db
    .select({ accountId: fills.accountId, total: sql<string>`sum(${fills.realizedPnl})::text` })
    .from(fills)
    .where(
      inArray(
        fills.accountId,
        rows.map((row) => row.accountId),
      ),
    )
    .groupBy(fills.accountId);
  const details = detail ? await detailsOf(db, rows) : null;
  const quotes = await quotesFor(
    market,
    [...navInputs.values()].flatMap((inputs) => inputs.open.map((row) => row.symbol)),
  );

  const traderOf = new Map(traderRows.map((row) => [row.userId, row]));
  const realizedOf = new Map(realized.map((row) => [row.accountId, cents(BigInt(row.total))]));
  return rows.map((copy) => {
    const account = navInputs.get(copy.accountId);
    if (!account) throw new Error(`copy ${copy.id} has no trading account`);
    const traderAccount = traderAccounts.get(copy.id);
    const traderInputs = traderAccount ? navInputs.get(traderAccount.accountId) : undefined;
    const traderNav = !traderAccount
      ? START_NAV
      : (traderAccount.navAtStop ?? (traderInputs ? navAt(traderInputs, quotes) : START_NAV));
    const facts: CopyFacts = {
      trader: traderOf.get(copy.traderId),
      account,
      quotes,
      realizedPnl: realizedOf.get(copy.accountId) ?? cents(0n),
      traderNav,
      detail: details?.get(copy.id) ?? null,
    };
    return toCopy(copy, facts);
  });
}

/** One copy as GET /api/v1/copies/:id shows it: with its positions and log. */
export async function loadCopy(db: Runner, market: QuoteSource, row: CopyRow): Promise<Copy> {
  const [copy] = await loadCopies(db, market, [row], true);
  return copy!;
}
