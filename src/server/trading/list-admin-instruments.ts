import { asc } from "drizzle-orm";
import type { AdminInstrument } from "../../shared/schemas/instruments";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { instruments } from "../db/schema";
import { type IsSimulated, toAdminInstrument } from "./to-instrument";

/** Admin: GET /api/v1/admin/instruments, every instrument, disabled ones included. */
export async function listAdminInstruments(
  db: Runner,
  _actor: Actor,
  isSimulated: IsSimulated,
): Promise<AdminInstrument[]> {
  const rows = await db
    .select()
    .from(instruments)
    .orderBy(asc(instruments.assetClass), asc(instruments.symbol));
  return rows.map((row) => toAdminInstrument(row, isSimulated));
}
