import { sql } from "drizzle-orm";
import type { MarketSymbol } from "../../shared/schemas/market";
import type { Runner } from "../db/client";
import type { QuoteHub } from "./quote-hub";

/**
 * The instruments with open positions: the engine needs their quotes even when nobody watches. A
 * probe per instrument and side into the close-out indexes (every open position is in one of them),
 * not a read of every open position.
 */
export async function openPositionSymbols(db: Runner): Promise<MarketSymbol[]> {
  const result = await db.execute(sql`
    select i.symbol from instruments i
    where exists (select 1 from positions p where p.symbol = i.symbol and p.status = 'open' and p.side = 'buy')
       or exists (select 1 from positions p where p.symbol = i.symbol and p.status = 'open' and p.side = 'sell')
    order by i.symbol`);
  return (result.rows as { symbol: MarketSymbol }[]).map((row) => row.symbol);
}

/** What the price loop polls: instruments that have watchers on the live stream or open positions. */
export async function symbolsToPoll(hub: Pick<QuoteHub, "watched">, db: Runner): Promise<MarketSymbol[]> {
  const symbols = new Set([...hub.watched(), ...(await openPositionSymbols(db))]);
  return [...symbols].sort();
}
