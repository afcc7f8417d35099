import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { TraderProfile, TraderValues } from "../../shared/schemas/traders";
import { lockUser } from "../admin/lock-user";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner, Tx } from "../db/client";
import { rowId } from "../db/row-id";
import { traders, tradingAccounts } from "../db/schema";
import { unprocessable } from "../http/errors";
import { forgetTraders } from "./list-traders";
import { lockTrader, touchUser } from "./lock-trader";
import { toTraderProfile, traderSnapshot } from "./to-trader-profile";

/**
 * Admin: makes an active user a trader (docs/design.md, Copy trading), with their live own trading account;
 * called again, it re-activates a stopped trader or updates an active one's profile. Admins and
 * inactive users cannot be traders (deleted or unknown users are not found). Audited as
 * `user.make-trader` (new or re-activated) or `user.update-trader`; a call that changes nothing
 * writes nothing.
 */
export async function makeTrader(
  db: Runner,
  actor: Actor,
  params: { id: string },
  input: TraderValues,
): Promise<TraderProfile> {
  const profile = await db.transaction(async (tx) => {
    const user = await lockUser(tx, params.id);
    if (user.role === "admin") throw unprocessable("TRADER_NOT_ELIGIBLE", messages.adminCannotBeTrader);
    if (!user.isActive) throw unprocessable("TRADER_NOT_ELIGIBLE", messages.traderNotEligible);
    const before = await lockTrader(tx, user.id);

    const profile = {
      displayName: input.displayName,
      bio: input.bio,
      profitSharePercent: input.profitSharePercent,
    };
    const changed = (["displayName", "bio"] as const).filter((field) => before?.[field] !== profile[field]);
    const unchanged =
      before &&
      !before.stoppedAt &&
      changed.length === 0 &&
      before.profitSharePercent === input.profitSharePercent;
    if (unchanged) return toTraderProfile(before);

    const [after] = before
      ? await tx
          .update(traders)
          .set({ ...profile, stoppedAt: null })
          .where(eq(traders.userId, user.id))
          .returning()
      : await tx
          .insert(traders)
          .values({ userId: user.id, ...profile, createdBy: actor.userId })
          .returning();
    await ensureLiveAccount(tx, user.id);
    await touchUser(tx, user.id);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: before && !before.stoppedAt ? "user.update-trader" : "user.make-trader",
      targetType: "user",
      targetId: user.id,
      before: traderSnapshot(before ?? null),
      after: { ...traderSnapshot(after!), textsChanged: changed },
    });
    return toTraderProfile(after!);
  });
  // The public list shows the change at once here (other instances within its 30 s).
  forgetTraders();
  return profile;
}

/**
 * The trader's live own trading account (its ledger cash account comes with it, by trigger); one
 * per user and mode (unique index), so making a trader twice never makes a second one.
 */
async function ensureLiveAccount(tx: Tx, userId: string): Promise<void> {
  await tx
    .insert(tradingAccounts)
    .values({ id: rowId(), userId, kind: "own", mode: "live" })
    .onConflictDoNothing();
}
