/** Helpers for the trading property tests (not a test file itself). */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { MarketSymbol, QuotesOutput } from "../../shared/schemas/market";
import { parseFixed } from "../../shared/trading-math";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { tradingAccounts, users } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { closePosition } from "./close-position";
import { ensurePracticeAccount } from "./ensure-practice-account";
import { listPositions } from "./list-positions";
import type { QuoteSource } from "./quote-source";

/** A quote's bid and ask around its mid, as the exchange would write them. */
export type Spread = (symbol: string, mid: number) => { bid: string; ask: string };

/** `points` either side of the mid, to the cent. */
const spreadOf =
  (points: number): Spread =>
  (_symbol, mid) => ({ bid: (mid - points).toFixed(2), ask: (mid + points).toFixed(2) });

/**
 * Prices a test moves: a real quote source for the use cases, fresh and from "the exchange", with
 * a spread of `spread` (default 1 either side of each mid). `round()` reads every instrument of
 * `initial`, as the price loop does.
 */
export function movablePrices(initial: Record<string, number>, spread: number | Spread = 1) {
  const mids = new Map(Object.entries(initial));
  const sides = typeof spread === "number" ? spreadOf(spread) : spread;
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
            ...sides(symbol, mid),
            time,
            source: "exchange",
            ageMs: 0,
            stale: false,
          };
        }),
      };
    },
  };
  const all = Object.keys(initial) as MarketSymbol[];
  return { source, mids, round: () => source.quotes(all) };
}

/** A test app of its own for a describe block (its database is `app.db` once `beforeAll` ran). */
export function useTestDb(): { readonly db: Db } {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  return {
    get db() {
      return t!.app.db;
    },
  };
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

/** Closes `part` quarters (4: all) of the account's `index`-th open position, if it has one. */
export async function closeQuarters(
  db: Db,
  source: QuoteSource,
  actor: Actor,
  accountId: string,
  { index, part }: { index: number; part: number },
): Promise<void> {
  const open = await listPositions(db, source, actor, { accountId, status: "open" });
  const position = open[index % Math.max(open.length, 1)];
  if (!position) return;
  const quantity = (parseFixed(position.quantity)! * BigInt(part)) / 4n;
  await closePosition(db, source, actor, position.id, { ...(part < 4 && quantity > 0n ? { quantity } : {}) });
}
