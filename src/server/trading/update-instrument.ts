import { eq } from "drizzle-orm";
import { leverageAboveClassCap, messages } from "../../shared/messages";
import type { AdminInstrument, InstrumentUpdate } from "../../shared/schemas/instruments";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { instruments } from "../db/schema";
import { notFound, unprocessable } from "../http/errors";
import { classCap, type IsSimulated, toAdminInstrument } from "./to-instrument";

/**
 * Admin: PATCH /api/v1/admin/instruments/:symbol. Enables or disables an instrument and sets its
 * leverage cap, at most its asset class cap (422 above it, nothing written). Every change is audited.
 */
export async function updateInstrument(
  db: Runner,
  actor: Actor,
  params: { symbol: string },
  input: InstrumentUpdate,
  isSimulated: IsSimulated,
): Promise<AdminInstrument> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(instruments)
      .where(eq(instruments.symbol, params.symbol))
      .for("update");
    if (!row) throw notFound(messages.instrumentNotFound);
    const cap = classCap(row.assetClass);
    if (input.maxLeverage !== undefined && input.maxLeverage > cap) {
      throw unprocessable("LEVERAGE_ABOVE_CLASS_CAP", leverageAboveClassCap(row.symbol, cap));
    }
    const before = { enabled: row.enabled, maxLeverage: row.maxLeverage };
    const after = {
      enabled: input.enabled ?? row.enabled,
      maxLeverage: input.maxLeverage ?? row.maxLeverage,
    };
    if (before.enabled === after.enabled && before.maxLeverage === after.maxLeverage) {
      return toAdminInstrument(row, isSimulated);
    }
    const [updated] = await tx
      .update(instruments)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(instruments.symbol, row.symbol))
      .returning();
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "instrument.update",
      targetType: "instrument",
      targetId: row.symbol,
      before,
      after,
    });
    return toAdminInstrument(updated!, isSimulated);
  });
}
