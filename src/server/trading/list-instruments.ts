import { asc, eq } from "drizzle-orm";
import type { Instrument } from "../../shared/schemas/instruments";
import type { Runner } from "../db/client";
import { instruments } from "../db/schema";
import { type IsSimulated, toInstrument } from "./to-instrument";

/** Public: GET /api/v1/instruments, the enabled instruments only. */
export async function listInstruments(db: Runner, isSimulated: IsSimulated): Promise<Instrument[]> {
  const rows = await db
    .select()
    .from(instruments)
    .where(eq(instruments.enabled, true))
    .orderBy(asc(instruments.assetClass), asc(instruments.symbol));
  return rows.map((row) => toInstrument(row, isSimulated));
}
