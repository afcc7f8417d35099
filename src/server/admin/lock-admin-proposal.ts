import { messages } from "../../shared/messages";
import type { Tx } from "../db/client";
import { conflict } from "../http/errors";
import { lockUser, type UserRow } from "./lock-user";

/**
 * The user proposed as admin, locked for the rest of the transaction; 409 when no proposal awaits
 * (of two decisions at once, the second waits for the lock and then finds nothing left).
 */
export async function lockAdminProposal(tx: Tx, id: string): Promise<UserRow & { adminProposedBy: string }> {
  const user = await lockUser(tx, id);
  if (user.adminProposedBy === null) throw conflict("NOTHING_TO_APPROVE", messages.nothingToApprove);
  return { ...user, adminProposedBy: user.adminProposedBy };
}

/** The columns that clear a decided proposal. */
export const noAdminProposal = { adminProposedBy: null, adminProposedAt: null };
