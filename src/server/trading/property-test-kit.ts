/** Helpers for the trading property tests (not a test file itself). */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { MarketSymbol, QuotesOutput } from "../../shared/schemas/market";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { tradingAccounts, users } from "../db/schema";
import { ensurePracticeAccount } from "./ensure-practice-account";
import type { QuoteSource } from "./quote-source";

/**
 * Prices a test moves: a real quote source for the use cases, fresh and from "the exchange", with
 * a spread of `spread` (default 1) either side of each mid.
 */
export function movablePrices(initial: Record<string, number>, spread = 1) {
  const mids = new Map(Object.entries(initial));
  const source: QuoteSource = {
    async quotes(symbols: readonly MarketSymbol[]): Promise<QuotesOutput> {
      const time = new Date().toISOString();
      return {
        simulated: false,
        asOf: time,
        quotes: symbols.map((symbol) => {
          const mid = mids.get(symbol)!;
          return {
            symbol,
            label: symbol,
            price: mid,
            change: 0,
            changePercent: 0,
            simulated: false,
            bid: (mid - spread).toFixed(2),
            ask: (mid + spread).toFixed(2),
            time,
            source: "exchange",
            ageMs: 0,
            stale: false,
          };
        }),
      };
    },
  };
  return { source, mids };
}

/** A new active user (written directly) with their practice account of $10,000. */
export async function practiceActor(db: Db): Promise<{ actor: Actor; accountId: string }> {
  const id = randomUUID();
  await db
    .insert(users)
    .values({ id, name: "P", email: `${id}@example.com`, referralId: id, isActive: true });
  await ensurePracticeAccount(db, id);
  const [account] = await db.select().from(tradingAccounts).where(sql`${tradingAccounts.userId} = ${id}`);
  return { actor: { userId: id, sessionId: "s", role: "user", isActive: true }, accountId: account!.id };
}
