import { and, eq, inArray } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { type MarketSymbol, marketSymbol } from "../../shared/schemas/market";
import type { Runner } from "../db/client";
import { instruments } from "../db/schema";
import { badRequest } from "../http/errors";

/**
 * The symbols a live-stream client asked quotes for (issue 12): enabled instruments only, case
 * insensitive, duplicates dropped; anything else is a 400 and the stream does not open.
 */
export async function parseWatchedSymbols(db: Runner, raw: string | undefined): Promise<MarketSymbol[]> {
  if (raw === undefined) return [];
  const wanted = [...new Set(raw.split(",").map((item) => item.trim().toUpperCase()))];
  const parsed = wanted.map((item) => marketSymbol.safeParse(item));
  const refuse = () => badRequest(messages.quotesUnknownInstrument, undefined, "UNKNOWN_INSTRUMENT");
  if (wanted.length === 0 || parsed.some((item) => !item.success)) throw refuse();
  const symbols = parsed.map((item) => item.data!);
  const enabled = await db
    .select({ symbol: instruments.symbol })
    .from(instruments)
    .where(and(inArray(instruments.symbol, symbols), eq(instruments.enabled, true)));
  if (enabled.length !== symbols.length) throw refuse();
  return symbols;
}
