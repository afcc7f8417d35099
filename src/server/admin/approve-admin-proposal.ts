import { messages } from "../../shared/messages";
import type { Profile } from "../../shared/schemas/user";
import { personOf } from "../audit/person-of";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { forbidden } from "../http/errors";
import { toMe } from "../users/to-me";
import { lockAdminProposal, noAdminProposal } from "./lock-admin-proposal";
import { changeUserAccess } from "./lock-user";
import { assertCanBecomeAdmin } from "./make-admin";

/**
 * Four-eyes: a second admin approves making a user an admin, proposed by another admin; the role
 * changes now. The proposer cannot approve (403). Audited as `user.make-admin` with both names.
 */
export async function approveAdminProposal(
  db: Runner,
  actor: Actor,
  input: { id: string },
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const user = await lockAdminProposal(tx, input.id);
    if (user.adminProposedBy === actor.userId) throw forbidden(messages.ownProposalApproval, "SAME_APPROVER");
    await assertCanBecomeAdmin(tx, user);
    const details = {
      proposedBy: await personOf(tx, user.adminProposedBy),
      approvedBy: await personOf(tx, actor.userId),
    };
    const change = { role: "admin" as const, ...noAdminProposal };
    return toMe(await changeUserAccess(tx, actor, user, change, "user.make-admin", details));
  });
}
