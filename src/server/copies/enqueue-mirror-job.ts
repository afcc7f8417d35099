import { sql } from "drizzle-orm";
import type { Quote } from "../../shared/schemas/market";
import { type Fixed, formatFixed } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { mirrorJobs } from "../db/schema";
import { accountFigures } from "../trading/account-figures";
import { type QuoteSource, quotesFor } from "../trading/quote-source";
import { cashOf, openPositionsOf, type TradingAccountRow } from "../trading/trading-account";

/**
 * Whether fills on `account` are mirrored (docs/design.md, Copy trading): it is a trader's own account and
 * the trader has a copy of that mode that is not stopped. One probe of the partial index
 * copies_trader_idx, so an ordinary user's order pays next to nothing. Call it under the account's
 * lock, before the fills.
 */
export async function isMirrored(tx: Runner, account: TradingAccountRow): Promise<boolean> {
  if (account.kind !== "own") return false;
  const result = await tx.execute(
    sql`select 1 from copies
        where trader_id = ${account.userId} and mode = ${account.mode} and status <> 'stopped'
        limit 1`,
  );
  return result.rows.length > 0;
}

export interface MirrorJobInput {
  /** The trader's fill. */
  fillId: string;
  /** The trader's equity just before the fill, cents (marked at the quotes the fill used). */
  equityBefore: bigint;
  /** The trader's open quantity on the fill's instrument just before the fill (0 when none). */
  quantityBefore: Fixed;
}

/**
 * Queues a trader's fill for the mirroring workers (run-mirror-worker.ts), in the transaction that
 * made the fill: the fill and its job commit together or not at all, in the order of the trader's
 * fills (the account lock orders them).
 */
export async function enqueueMirrorJob(tx: Runner, job: MirrorJobInput): Promise<void> {
  await tx.insert(mirrorJobs).values({
    traderFillId: job.fillId,
    traderEquityBefore: job.equityBefore,
    traderQuantityBefore: formatFixed(job.quantityBefore),
  });
}

/**
 * The equity of trading account `id` now (cash + unrealized P&L), marked at `quotes`, with the
 * quotes of any other open instrument read from `market`. For mirrored accounts only: the caller
 * holds the account's lock.
 */
export async function equityNow(
  tx: Runner,
  market: QuoteSource | null,
  id: string,
  quotes: ReadonlyMap<string, Quote>,
): Promise<bigint> {
  const open = await openPositionsOf(tx, id);
  const marks = new Map(quotes);
  const missing = open.filter((row) => !marks.has(row.symbol)).map((row) => row.symbol);
  if (market && missing.length > 0)
    for (const [symbol, quote] of await quotesFor(market, missing)) marks.set(symbol, quote);
  return accountFigures(await cashOf(tx, id), open, marks).equity;
}
