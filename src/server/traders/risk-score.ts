import { inArray } from "drizzle-orm";
import { riskScoreOf } from "../../shared/risk-bands";
import type { Quote } from "../../shared/schemas/market";
import { notionalCents } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { instruments } from "../db/schema";
import { fixedOf, type PositionRow, unrealizedPnl } from "../trading/account-figures";
import { markPrice, type QuoteSource, quotesFor } from "../trading/quote-source";
import { cashOf, openPositionsOf } from "../trading/trading-account";
import { usableQuote } from "../trading/usable-quotes";
import { figuresAccounts } from "./figures-accounts";
import { type CandleSource, instrumentVolatility, type Volatility } from "./instrument-volatility";

export type RiskMarket = QuoteSource & CandleSource;

interface Risk {
  /** 1-10 (src/shared/risk-bands.ts). */
  score: number;
  /** Exposure-weighted annualised volatility, percent. */
  volatility: number;
  equity: bigint;
}

/**
 * docs/design.md, Copy trading: sum over the open positions of (instrument volatility x notional / equity),
 * notional at the mark price of a fresh exchange quote; a position without one (no quote, a stale
 * or a simulated one) is valued at its entry price: real prices only (issue 31 point 5). No open
 * positions: 0. Equity at or below zero with open positions: infinite (score 10).
 */
export function exposureVolatility(
  open: readonly PositionRow[],
  quotes: ReadonlyMap<string, Quote>,
  equity: bigint,
  volatilities: ReadonlyMap<string, Volatility>,
): number {
  if (open.length === 0) return 0;
  if (equity <= 0n) return Number.POSITIVE_INFINITY;
  let weighted = 0;
  for (const position of open) {
    const quote = usableQuote(quotes.get(position.symbol), "live");
    const price = quote ? markPrice(quote, position.side) : fixedOf(position.averagePrice);
    const notional = notionalCents(position.symbol, fixedOf(position.quantity), price);
    const volatility = volatilities.get(position.symbol)?.percent ?? 0;
    weighted += (volatility * Number(notional)) / Number(equity);
  }
  return weighted;
}

/** The volatility of each symbol (one candles read per distinct symbol; the market caches them). */
export async function volatilitiesOf(
  db: Runner,
  market: CandleSource,
  symbols: Iterable<string>,
): Promise<Map<string, Volatility>> {
  const wanted = [...new Set(symbols)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ symbol: instruments.symbol, assetClass: instruments.assetClass })
    .from(instruments)
    .where(inArray(instruments.symbol, wanted));
  const entries = await Promise.all(
    rows.map(
      async (row) => [row.symbol, await instrumentVolatility(market, row.symbol, row.assetClass)] as const,
    ),
  );
  return new Map(entries);
}

/** Risk of one trading account at the current quotes. */
async function accountRisk(db: Runner, market: RiskMarket, accountId: string): Promise<Risk> {
  const open = await openPositionsOf(db, accountId);
  const symbols = open.map((row) => row.symbol);
  const [quotes, volatilities, cash] = await Promise.all([
    quotesFor(market, symbols),
    volatilitiesOf(db, market, symbols),
    cashOf(db, accountId),
  ]);
  let equity = cash;
  for (const position of open) equity += unrealizedPnl(position, quotes.get(position.symbol));
  const volatility = exposureVolatility(open, quotes, equity, volatilities);
  return { score: riskScoreOf(volatility), volatility, equity };
}

/**
 * The trader's risk score, 1-10, from the own account their public figures come from (live once it
 * has had money, else practice; see figures-accounts.ts). Not a trader or no account: 1 (nothing
 * open). `market` may be a quote-only source: every instrument then takes its asset-class fallback.
 */
export async function traderRiskScore(
  db: Runner,
  market: QuoteSource,
  traderUserId: string,
): Promise<number> {
  const account = (await figuresAccounts(db, [traderUserId])).get(traderUserId);
  if (!account) return 1;
  return (await accountRisk(db, market as RiskMarket, account.id)).score;
}
