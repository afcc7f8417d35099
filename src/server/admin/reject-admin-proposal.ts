import type { Profile } from "../../shared/schemas/user";
import { personOf } from "../audit/person-of";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { toMe } from "../users/to-me";
import { lockAdminProposal, noAdminProposal } from "./lock-admin-proposal";
import { changeUserAccess } from "./lock-user";

/**
 * Four-eyes: an admin rejects the proposal to make a user an admin (the proposer may withdraw
 * their own); the user stays a user. Audited with both names.
 */
export async function rejectAdminProposal(db: Runner, actor: Actor, input: { id: string }): Promise<Profile> {
  return db.transaction(async (tx) => {
    const user = await lockAdminProposal(tx, input.id);
    const details = {
      proposedBy: await personOf(tx, user.adminProposedBy),
      rejectedBy: await personOf(tx, actor.userId),
    };
    return toMe(await changeUserAccess(tx, actor, user, noAdminProposal, "user.reject-admin", details));
  });
}
