import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { centsToDecimal } from "../../shared/money";
import { riskScoreOf } from "../../shared/risk-bands";
import type { Quote } from "../../shared/schemas/market";
import { MIN_TRADES_BASIS, type TraderSummary } from "../../shared/schemas/traders";
import type { Runner } from "../db/client";
import { idList } from "../db/id-list";
import { copies, positions, traders } from "../db/schema";
import { fixedOf, type PositionRow, unrealizedPnl } from "../trading/account-figures";
import { quotesFor } from "../trading/quote-source";
import { type FiguresAccount, figuresAccounts } from "./figures-accounts";
import type { Volatility } from "./instrument-volatility";
import { type NavFigures, type NavPoint, navFigures, sharpeRatio } from "./nav-series";
import { exposureVolatility, type RiskMarket, volatilitiesOf } from "./risk-score";
import type { TraderRow } from "./to-trader-profile";

/** A trader is new with less than this much NAV history. */
const NEW_MS = 30 * 86_400_000;
const WEEK_MS = 7 * 86_400_000;

/** A percent of basis points with two decimals ("-3.25"). */
export const percentText = (basisPoints: bigint) => {
  const negative = basisPoints < 0n;
  const abs = negative ? -basisPoints : basisPoints;
  return `${negative ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
};

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
  volatilities: ReadonlyMap<string, Volatility>;
  summary: TraderSummary;
  trades: TradeStatistics;
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
    const accountList = idList(accountIds);
    const [cashRows, pointRows, openRows] = await Promise.all([
      db.execute(sql`
        select ta.id,
          coalesce((select la.balance from ledger_accounts la where la.id = 'trading:' || ta.id || ':cash'), 0)::text as cash,
          coalesce((select sum(p.amount) from journal_entries e
            join postings p on p.entry_id = e.id and p.account_id = 'trading:' || ta.id || ':cash'
            where e.trading_account_id = ta.id
              and e.kind in ('trading-transfer', 'practice-fund', 'practice-reset')), 0)::text as net_in
        from trading_accounts ta where ta.id in (${accountList})`),
      db.execute(sql`
        select account_id, at, equity::text as equity, units::text as units from (
          select n.*, row_number() over (
            partition by n.account_id, (n.at at time zone 'UTC')::date order by n.at desc, n.id desc) as last_of_day
          from nav_snapshots n where n.account_id in (${accountList})
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

  const [trades, classes, copyMoney, copyOpen] = await Promise.all([
    tradeStatistics(db, accountIds),
    assetClassShares(db, accountIds),
    copiesMoney(db, userIds),
    copiesOpenPositions(db, userIds),
  ]);

  const allOpen = [...open.values()].flat();
  const symbols = [...allOpen.map((position) => position.symbol), ...copyOpen.map((row) => row.symbol)];
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
    const stats = (account && trades.get(account.id)) || EMPTY_TRADES;
    const enough = stats.count >= MIN_TRADES_BASIS;
    const weeks = stats.firstFillAt
      ? Math.max(1, (now.getTime() - stats.firstFillAt.getTime()) / WEEK_MS)
      : 1;
    const moneyOfCopies = copyMoney.get(`${trader.userId}:${mode}`) ?? { cash: 0n, realized: 0n, fees: 0n };
    let underCopy = moneyOfCopies.cash;
    for (const row of copyOpen)
      if (row.traderId === trader.userId && row.mode === mode)
        underCopy += unrealizedPnl(row.position, quotes.get(row.symbol));
    const summary: TraderSummary = {
      id: trader.userId,
      displayName: trader.displayName,
      bio: trader.bio,
      riskScore: riskScoreOf(volatility),
      return7d: nav.return7d,
      return30d: nav.return30d,
      return90d: nav.return90d,
      return12m: nav.return12m,
      returnSinceStart: nav.returnSinceStart,
      maxDrawdown: nav.maxDrawdown,
      tradesBasis: stats.count,
      winRate: enough ? percentText((BigInt(stats.wins) * 10_000n) / BigInt(stats.count)) : null,
      averageHoldingSeconds: enough ? stats.holdingSeconds : null,
      tradesPerWeek: enough ? (stats.count / weeks).toFixed(2) : null,
      sharpeRatio: enough ? sharpeRatio(nav.series, now) : null,
      assetClasses: enough && account ? (classes.get(account.id) ?? []) : [],
      copiers: copied?.copiers ?? 0,
      copiedAmount: centsToDecimal(BigInt(copied?.invested ?? "0")),
      assetsUnderCopy: centsToDecimal(underCopy < 0n ? 0n : underCopy),
      copiersEarned: centsToDecimal(moneyOfCopies.realized - moneyOfCopies.fees),
      ownEquity: centsToDecimal(equity),
      profitSharePercent: trader.profitSharePercent,
      since: trader.createdAt.toISOString(),
      isNew: !nav.startedAt || now.getTime() - nav.startedAt.getTime() < NEW_MS,
      status: blownUp ? "blown-up" : trader.stoppedAt ? "stopped" : "active",
      mode,
    };
    return {
      trader,
      account,
      equity,
      open: held,
      quotes,
      nav,
      volatility,
      volatilities,
      summary,
      trades: stats,
    };
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

/** The closed trades of an account: its closing fills (partial closes included; a practice reset is not a trade). */
interface TradeStatistics {
  count: number;
  wins: number;
  gains: bigint;
  losses: bigint;
  holdingSeconds: number | null;
  firstFillAt: Date | null;
}
const EMPTY_TRADES: TradeStatistics = {
  count: 0,
  wins: 0,
  gains: 0n,
  losses: 0n,
  holdingSeconds: null,
  firstFillAt: null,
};

/** Each account's closed trades (one statement for all): count, wins, gains, losses, holding time, first fill. */
async function tradeStatistics(
  db: Runner,
  accountIds: readonly string[],
): Promise<Map<string, TradeStatistics>> {
  if (accountIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select a.id,
      coalesce(t.count, 0)::int as count, coalesce(t.wins, 0)::int as wins,
      coalesce(t.gains, 0)::text as gains, coalesce(t.losses, 0)::text as losses, t.holding::text as holding,
      (select min(f.created_at) from fills f where f.account_id = a.id) as first_at
    from trading_accounts a
    left join lateral (
      select count(*) as count,
        count(*) filter (where f.realized_pnl > 0) as wins,
        sum(f.realized_pnl) filter (where f.realized_pnl > 0) as gains,
        -sum(f.realized_pnl) filter (where f.realized_pnl < 0) as losses,
        round(avg(extract(epoch from f.created_at - p.opened_at))) as holding
      from fills f join positions p on p.id = f.position_id
      where f.account_id = a.id and f.reason not in ('open', 'reset')
    ) t on true
    where a.id in (${idList(accountIds)})`);
  const out = new Map<string, TradeStatistics>();
  for (const row of result.rows as {
    id: string;
    count: number;
    wins: number;
    gains: string;
    losses: string;
    holding: string | null;
    first_at: string | Date | null;
  }[])
    out.set(row.id, {
      count: Number(row.count),
      wins: Number(row.wins),
      gains: BigInt(row.gains),
      losses: BigInt(row.losses),
      holdingSeconds: row.holding === null ? null : Number(row.holding),
      firstFillAt: row.first_at ? new Date(row.first_at) : null,
    });
  return out;
}

/** Each account's closed trades per asset class, percent of its closed trades, largest first. */
async function assetClassShares(
  db: Runner,
  accountIds: readonly string[],
): Promise<Map<string, { assetClass: string; share: string }[]>> {
  if (accountIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select f.account_id, i.asset_class, count(*)::int as count,
      sum(count(*)) over (partition by f.account_id)::int as total
    from fills f join instruments i on i.symbol = f.symbol
    where f.account_id in (${idList(accountIds)}) and f.reason not in ('open', 'reset')
    group by f.account_id, i.asset_class
    order by f.account_id, count(*) desc, i.asset_class`);
  const out = new Map<string, { assetClass: string; share: string }[]>();
  for (const row of result.rows as {
    account_id: string;
    asset_class: string;
    count: number;
    total: number;
  }[]) {
    const list = out.get(row.account_id) ?? [];
    list.push({
      assetClass: row.asset_class,
      share: percentText((BigInt(row.count) * 10_000n) / BigInt(row.total)),
    });
    out.set(row.account_id, list);
  }
  return out;
}

/**
 * Per trader and mode, over every copy of the trader: the running copies' cash, and what all of
 * them realised and paid in profit share (one statement).
 */
async function copiesMoney(
  db: Runner,
  traderIds: readonly string[],
): Promise<Map<string, { cash: bigint; realized: bigint; fees: bigint }>> {
  const result = await db.execute(sql`
    select c.trader_id, c.mode,
      coalesce(sum(la.balance) filter (where c.status <> 'stopped'), 0)::text as cash,
      coalesce(sum(r.realized), 0)::text as realized,
      coalesce(sum(c.fees_paid), 0)::text as fees
    from copies c
    left join ledger_accounts la on la.id = 'trading:' || c.account_id || ':cash'
    left join lateral (
      select sum(f.realized_pnl) as realized from fills f where f.account_id = c.account_id and f.reason <> 'open'
    ) r on true
    where c.trader_id in (${idList(traderIds)})
    group by c.trader_id, c.mode`);
  const out = new Map<string, { cash: bigint; realized: bigint; fees: bigint }>();
  for (const row of result.rows as {
    trader_id: string;
    mode: string;
    cash: string;
    realized: string;
    fees: string;
  }[])
    out.set(`${row.trader_id}:${row.mode}`, {
      cash: BigInt(row.cash),
      realized: BigInt(row.realized),
      fees: BigInt(row.fees),
    });
  return out;
}

/**
 * The running copies' open positions per trader, mode, instrument and side, summed (quantity, and
 * the quantity-weighted entry): their P&L at a quote is that of the sum, whatever the number of copies.
 */
async function copiesOpenPositions(db: Runner, traderIds: readonly string[]) {
  const result = await db.execute(sql`
    select c.trader_id, c.mode, p.symbol, p.side, sum(p.quantity)::text as quantity,
      round(sum(p.quantity * p.average_price) / sum(p.quantity), 8)::text as average_price
    from copies c join positions p on p.account_id = c.account_id and p.status = 'open'
    where c.trader_id in (${idList(traderIds)}) and c.status <> 'stopped'
    group by c.trader_id, c.mode, p.symbol, p.side
    having sum(p.quantity) > 0`);
  return (
    result.rows as {
      trader_id: string;
      mode: string;
      symbol: string;
      side: string;
      quantity: string;
      average_price: string;
    }[]
  ).map((row) => ({
    traderId: row.trader_id,
    mode: row.mode,
    symbol: row.symbol,
    position: {
      symbol: row.symbol,
      side: row.side,
      quantity: row.quantity,
      averagePrice: row.average_price,
      status: "open",
    } as PositionRow,
  }));
}
