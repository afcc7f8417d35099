import { sql } from "drizzle-orm";
import type { MarketSymbol } from "../../shared/schemas/market";
import type { Runner } from "../db/client";
import type { QuoteHub } from "./quote-hub";

/** The instruments with open positions: the engine needs their quotes even when nobody watches. */
async function openPositionSymbols(db: Runner): Promise<MarketSymbol[]> {
  const result = await db.execute(sql`select distinct symbol from positions where status = 'open'`);
  return (result.rows as { symbol: MarketSymbol }[]).map((row) => row.symbol);
}

/** What the price loop polls: instruments that have watchers on the live stream or open positions. */
export async function symbolsToPoll(hub: Pick<QuoteHub, "watched">, db: Runner): Promise<MarketSymbol[]> {
  const symbols = new Set([...hub.watched(), ...(await openPositionSymbols(db))]);
  return [...symbols].sort();
}
