import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { TraderProfile } from "../../shared/schemas/traders";
import { lockUser } from "../admin/lock-user";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { traders } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { addTraderStoppedNotifications } from "../notifications/add-notification";
import { forgetTraders } from "./list-traders";
import { lockTrader, touchUser } from "./lock-trader";
import { toTraderProfile, traderSnapshot } from "./to-trader-profile";

/**
 * Admin: stops a trader (docs/design.md, Copy trading): nobody can start copying them any more. Their history
 * stays, and so does their live account, so they can still close positions and transfer money out.
 * Making them a trader again re-activates them. Audited as `user.stop-trader`.
 */
export async function stopTrader(db: Runner, actor: Actor, params: { id: string }): Promise<TraderProfile> {
  const profile = await db.transaction(async (tx) => {
    const user = await lockUser(tx, params.id);
    const before = await lockTrader(tx, user.id);
    if (!before) throw notFound(messages.traderNotFound);
    if (before.stoppedAt) throw conflict("TRADER_ALREADY_STOPPED", messages.traderAlreadyStopped);
    const [after] = await tx
      .update(traders)
      .set({ stoppedAt: new Date() })
      .where(eq(traders.userId, user.id))
      .returning();
    await touchUser(tx, user.id);
    await addTraderStoppedNotifications(tx, user.id, after!.stoppedAt!);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "user.stop-trader",
      targetType: "user",
      targetId: user.id,
      before: traderSnapshot(before),
      after: traderSnapshot(after!),
    });
    return toTraderProfile(after!);
  });
  // The public list shows the change at once here (other instances within its 30 s).
  forgetTraders();
  return profile;
}
