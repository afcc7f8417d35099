import { and, eq, sql } from "drizzle-orm";
import { centsToDecimal } from "../../shared/money";
import type { Exposure } from "../../shared/schemas/exposure";
import { formatFixed, notionalCents } from "../../shared/trading-math";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { positions, tradingAccounts } from "../db/schema";
import { fixedOf, unrealizedPnl } from "./account-figures";
import { markPrice, type QuoteSource, quotesFor } from "./quote-source";

/** Admin overview: users' open live positions per instrument, and the house's realized P&L and write-offs. */
export async function getExposure(db: Runner, market: QuoteSource, _actor: Actor): Promise<Exposure> {
  const open = await db
    .select({ position: positions })
    .from(positions)
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, positions.accountId))
    .where(and(eq(positions.status, "open"), eq(tradingAccounts.mode, "live")));
  const quotes = await quotesFor(
    market,
    open.map((row) => row.position.symbol),
  );
  const bySymbol = new Map<string, { long: bigint; short: bigint; notional: bigint; pnl: bigint }>();
  for (const { position } of open) {
    const entry = bySymbol.get(position.symbol) ?? { long: 0n, short: 0n, notional: 0n, pnl: 0n };
    const quantity = fixedOf(position.quantity);
    const quote = quotes.get(position.symbol);
    if (position.side === "buy") entry.long += quantity;
    else entry.short += quantity;
    if (quote) {
      const value = notionalCents(position.symbol, quantity, markPrice(quote, position.side));
      entry.notional += position.side === "buy" ? value : -value;
    }
    entry.pnl += unrealizedPnl(position, quote);
    bySymbol.set(position.symbol, entry);
  }
  const [house] = (
    await db.execute(
      sql`select coalesce(sum(balance) filter (where kind = 'market'), 0)::text as market,
                 coalesce(-sum(balance) filter (where kind = 'write-offs'), 0)::text as write_offs
          from ledger_accounts where user_id is null and kind in ('market', 'write-offs')`,
    )
  ).rows as { market: string; write_offs: string }[];
  return {
    instruments: [...bySymbol]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([symbol, entry]) => ({
        symbol,
        longQuantity: formatFixed(entry.long),
        shortQuantity: formatFixed(entry.short),
        netQuantity: formatFixed(entry.long - entry.short),
        notional: centsToDecimal(entry.notional),
        unrealizedPnl: centsToDecimal(entry.pnl),
      })),
    realizedPnl: centsToDecimal(BigInt(house?.market ?? "0")),
    writeOffs: centsToDecimal(BigInt(house?.write_offs ?? "0")),
  };
}
