import { and, eq, isNull, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Profile } from "../../shared/schemas/user";
import type { Actor } from "../auth/actor";
import type { Runner, Tx } from "../db/client";
import { traders } from "../db/schema";
import { conflict, unprocessable } from "../http/errors";
import { toMe } from "../users/to-me";
import { changeUserAccess, lockActiveAdmins, lockUser, type UserRow } from "./lock-user";

/** Whether making an admin needs a second admin (four-eyes: DUAL_APPROVAL_ABOVE is set). */
export interface AdminApprovalOptions {
  dualApproval?: boolean;
}

/** 409 for an admin, 422 for an active trader (an admin cannot be a trader, see traders/make-trader.ts). */
export async function assertCanBecomeAdmin(tx: Tx, user: UserRow): Promise<void> {
  if (user.role === "admin") throw conflict("ALREADY_ADMIN", messages.userAlreadyAdmin);
  const [trader] = await tx
    .select({ userId: traders.userId })
    .from(traders)
    .where(and(eq(traders.userId, user.id), isNull(traders.stoppedAt)))
    .for("update");
  if (trader) throw unprocessable("TRADER_NOT_STOPPED", messages.traderCannotBeAdmin);
}

/**
 * Admin: promotes a user to admin. One way (spec section 4): there is no demotion. Not an active trader.
 *
 * Four-eyes (`dualApproval`): from two active admins on, this only proposes it (the user stays a
 * user until a different admin approves: approve-admin-proposal.ts), or one admin could make a
 * second account an admin and approve their own money decisions with it. The only active admin
 * has nobody to ask and makes the first other admin alone (audited as such).
 */
export async function makeAdmin(
  db: Runner,
  actor: Actor,
  input: { id: string },
  options: AdminApprovalOptions = {},
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, input.id);
    await assertCanBecomeAdmin(tx, user);
    if (!options.dualApproval)
      return toMe(await changeUserAccess(tx, actor, user, { role: "admin" }, "user.make-admin"));
    // Locked, so two admins cannot each count one admin and both act alone.
    const admins = await lockActiveAdmins(tx);
    if (admins.length <= 1)
      return toMe(
        await changeUserAccess(tx, actor, user, { role: "admin" }, "user.make-admin", { soleAdmin: true }),
      );
    if (user.adminProposedBy !== null) throw conflict("APPROVAL_PENDING", messages.approvalPending);
    const proposal = { adminProposedBy: actor.userId, adminProposedAt: sql`now()` };
    return toMe(
      await changeUserAccess(tx, actor, user, proposal, "user.propose-admin", { proposedRole: "admin" }),
    );
  });
}
