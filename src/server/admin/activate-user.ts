import { eq } from "drizzle-orm";
import type { Profile } from "../../shared/schemas/user";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { users } from "../db/schema";
import { creditReferralBonus } from "../referrals/credit-referral-bonus";
import { toMe } from "../users/to-me";
import { accessSnapshot, lockUser } from "./lock-user";

/**
 * Admin: lets a user use the platform (spec section 4: isActive toggled by an admin). The first
 * activation of a referred account pays its referrer's bonus, in the same transaction.
 */
export async function activateUser(
  db: Runner,
  actor: Actor,
  input: { id: string },
  deps: { referralBonus: bigint },
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, input.id);
    if (user.isActive) return toMe(user);
    const [updated] = await tx
      .update(users)
      .set({ isActive: true, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await creditReferralBonus(tx, { userId: user.id, amount: deps.referralBonus, actorId: actor.userId });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "user.activate",
      targetType: "user",
      targetId: user.id,
      before: accessSnapshot(user),
      after: accessSnapshot(updated!),
    });
    return toMe(updated!);
  });
}
