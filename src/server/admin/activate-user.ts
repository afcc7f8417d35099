import type { Profile } from "../../shared/schemas/user";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { creditReferralBonus } from "../referrals/credit-referral-bonus";
import { toMe } from "../users/to-me";
import { changeUserAccess, lockUser } from "./lock-user";

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
    const updated = await changeUserAccess(tx, actor, user, { isActive: true }, "user.activate");
    await creditReferralBonus(tx, { userId: user.id, amount: deps.referralBonus, actorId: actor.userId });
    return toMe(updated);
  });
}
