import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { centsToDecimal } from "../../shared/money";
import { riskScoreOf } from "../../shared/risk-bands";
import type { Quote } from "../../shared/schemas/market";
import type { TraderSummary } from "../../shared/schemas/traders";
import type { Runner } from "../db/client";
import { copies, positions, traders } from "../db/schema";
import { fixedOf, type PositionRow, unrealizedPnl } from "../trading/account-figures";
import { quotesFor } from "../trading/quote-source";
import { type FiguresAccount, figuresAccounts } from "./figures-accounts";
import { type NavFigures, type NavPoint, navFigures } from "./nav-series";
import { exposureVolatility, type RiskMarket, volatilitiesOf } from "./risk-score";
import type { TraderRow } from "./to-trader-profile";

/** A trader is new with less than this much NAV history. */
const NEW_MS = 30 * 86_400_000;
/** Blown-up: equity at or below this share (percent) of the net money moved in. */
const BLOWN_UP_PERCENT = 5n;

export interface TraderFigures {
  trader: TraderRow;
  account: FiguresAccount | null;
  equity: bigint;
  open: PositionRow[];
  quotes: Map<string, Quote>;
  nav: NavFigures;
  volatility: number;
  summary: TraderSummary;
}

/** Which copiers the public figures count: all, or only identity-verified ones (level 2). */
export type CountedCopiers = "all" | "verified";

/**
 * Every figure of the public trader list and page, for the traders `ids` (all traders when none
 * are given), from each one's figures account (figures-accounts.ts): a constant number of queries
 * whatever the number of traders (traders, accounts, money and copies, NAV points, open positions).
 *
 * - Returns and max drawdown: NAV per unit (nav-series.ts) over the account's snapshots (the last
 *   of each UTC day and every money movement) and the current equity marked at the quotes.
 * - Status: 'blown-up' when equity is at or below 5% of the net money moved in (transfers in less
 *   out; for practice, the $10,000 grant and resets), else 'stopped' when an admin stopped the
 *   trader, else 'active'.
 * - Copiers and amount copied: the trader's copies that are not stopped, of the figures' mode;
 *   each investor counted once, and with `copiers: "verified"` (identity verification required,
 *   issue 32) only investors at level 2, so a second account cannot inflate them.
 */
export async function traderFigures(
  db: Runner,
  market: RiskMarket,
  now: Date,
  ids?: readonly string[],
  copiers: CountedCopiers = "all",
): Promise<TraderFigures[]> {
  const rows = await db
    .select()
    .from(traders)
    .where(ids ? inArray(traders.userId, [...ids]) : undefined);
  if (rows.length === 0) return [];
  const userIds = rows.map((row) => row.userId);
  const accounts = await figuresAccounts(db, userIds);
  const accountIds = [...accounts.values()].map((account) => account.id);

  const money = new Map<string, { cash: bigint; netIn: bigint }>();
  const points = new Map<string, NavPoint[]>();
  const open = new Map<string, PositionRow[]>();
  if (accountIds.length > 0) {
    const idList = sql.join(
      accountIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const [cashRows, pointRows, openRows] = await Promise.all([
      db.execute(sql`
        select ta.id,
          coalesce((select la.balance from ledger_accounts la where la.id = 'trading:' || ta.id || ':cash'), 0)::text as cash,
          coalesce((select sum(p.amount) from journal_entries e
            join postings p on p.entry_id = e.id and p.account_id = 'trading:' || ta.id || ':cash'
            where e.trading_account_id = ta.id
              and e.kind in ('trading-transfer', 'practice-fund', 'practice-reset')), 0)::text as net_in
        from trading_accounts ta where ta.id in (${idList})`),
      db.execute(sql`
        select account_id, at, equity::text as equity, units::text as units from (
          select n.*, row_number() over (
            partition by n.account_id, (n.at at time zone 'UTC')::date order by n.at desc, n.id desc) as last_of_day
          from nav_snapshots n where n.account_id in (${idList})
        ) s where last_of_day = 1 or reason = 'flow'
        order by account_id, at, id`),
      db
        .select()
        .from(positions)
        .where(and(inArray(positions.accountId, accountIds), eq(positions.status, "open"))),
    ]);
    for (const row of cashRows.rows as { id: string; cash: string; net_in: string }[])
      money.set(row.id, { cash: BigInt(row.cash), netIn: BigInt(row.net_in) });
    for (const row of pointRows.rows as {
      account_id: string;
      at: string | Date;
      equity: string;
      units: string;
    }[]) {
      const list = points.get(row.account_id) ?? [];
      list.push({ at: new Date(row.at), equity: BigInt(row.equity), units: fixedOf(row.units) });
      points.set(row.account_id, list);
    }
    for (const row of openRows) open.set(row.accountId, [...(open.get(row.accountId) ?? []), row]);
  }
  const copyRows = await db
    .select({
      traderId: copies.traderId,
      mode: copies.mode,
      copiers: sql<number>`count(distinct ${copies.investorId})::int`,
      invested: sql<string>`coalesce(sum(${copies.invested}), 0)::text`,
    })
    .from(copies)
    .where(
      and(
        inArray(copies.traderId, userIds),
        ne(copies.status, "stopped"),
        copiers === "verified"
          ? sql`exists (select 1 from verification_profiles vp where vp.user_id = ${copies.investorId} and vp.level = 2)`
          : undefined,
      ),
    )
    .groupBy(copies.traderId, copies.mode);

  const allOpen = [...open.values()].flat();
  const symbols = allOpen.map((position) => position.symbol);
  const [quotes, volatilities] = await Promise.all([
    quotesFor(market, symbols),
    volatilitiesOf(db, market, symbols),
  ]);

  return rows.map((trader) => {
    const account = accounts.get(trader.userId) ?? null;
    const held = account ? (open.get(account.id) ?? []) : [];
    const { cash, netIn } = (account && money.get(account.id)) || { cash: 0n, netIn: 0n };
    let equity = cash;
    for (const position of held) equity += unrealizedPnl(position, quotes.get(position.symbol));
    const history = [...((account && points.get(account.id)) || [])];
    if (account) history.push({ at: now, equity, units: fixedOf(account.units) });
    const nav = navFigures(history, now);
    const volatility = exposureVolatility(held, quotes, equity, volatilities);
    const mode = account?.mode ?? "live";
    const copied = copyRows.find((row) => row.traderId === trader.userId && row.mode === mode);
    const blownUp = netIn > 0n && equity * 100n <= netIn * BLOWN_UP_PERCENT;
    const summary: TraderSummary = {
      id: trader.userId,
      displayName: trader.displayName,
      bio: trader.bio,
      riskScore: riskScoreOf(volatility),
      return30d: nav.return30d,
      return12m: nav.return12m,
      returnSinceStart: nav.returnSinceStart,
      maxDrawdown: nav.maxDrawdown,
      copiers: copied?.copiers ?? 0,
      copiedAmount: centsToDecimal(BigInt(copied?.invested ?? "0")),
      ownEquity: centsToDecimal(equity),
      profitSharePercent: trader.profitSharePercent,
      since: trader.createdAt.toISOString(),
      isNew: !nav.startedAt || now.getTime() - nav.startedAt.getTime() < NEW_MS,
      status: blownUp ? "blown-up" : trader.stoppedAt ? "stopped" : "active",
      mode,
    };
    return { trader, account, equity, open: held, quotes, nav, volatility, summary };
  });
}

/**
 * The list's order: active traders first, then established before new, then by risk-adjusted
 * return, (12-month return, else since start) / max(max drawdown, 1%), highest first; traders
 * without a return last. Stopped and blown-up traders stay listed after the active ones.
 */
export function rankTraders(list: readonly TraderSummary[]): TraderSummary[] {
  const score = (item: TraderSummary) => {
    const ret = item.return12m ?? item.returnSinceStart;
    if (ret === null) return Number.NEGATIVE_INFINITY;
    return Number(ret) / Math.max(Number(item.maxDrawdown ?? "0"), 1);
  };
  const statusRank = (item: TraderSummary) => (item.status === "active" ? 0 : 1);
  return [...list].sort(
    (a, b) =>
      statusRank(a) - statusRank(b) ||
      Number(a.isNew) - Number(b.isNew) ||
      score(b) - score(a) ||
      a.displayName.localeCompare(b.displayName) ||
      a.id.localeCompare(b.id),
  );
}
