import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Runner } from "../db/client";
import { instruments } from "../db/schema";
import { notFound } from "../http/errors";
import type { InstrumentRow } from "./to-instrument";

/** The instrument `symbol` (enabled or not: positions on a disabled one can still close). */
export async function instrumentOf(db: Runner, symbol: string): Promise<InstrumentRow> {
  const [row] = await db.select().from(instruments).where(eq(instruments.symbol, symbol));
  if (!row) throw notFound(messages.instrumentNotFound);
  return row;
}
