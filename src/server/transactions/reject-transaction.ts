import type { DecidedTransaction } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { releaseHold } from "../ledger/holds";
import { decideInOneStatement, findPending } from "./decide-in-one-statement";
import { refuseOwnTransaction } from "./four-eyes";
import { toDecidedTransaction } from "./to-transaction";

/**
 * Admin rejection: the transaction fails; a withdrawal's hold is released. Only pending (409
 * otherwise), at either stage of a four-eyes approval; never the admin's own (403). A pending
 * adjustment has moved no money yet, so nothing is booked.
 */
export async function rejectTransaction(
  db: Runner,
  actor: Actor,
  input: { id: string },
): Promise<DecidedTransaction> {
  const pending = await findPending(db, input.id);
  refuseOwnTransaction(actor, pending);
  const decided = await decideInOneStatement(db, actor, pending, {
    status: "failed",
    action: "transaction.reject",
    entry:
      pending.kind === "withdrawal"
        ? {
            kind: "withdrawal-release",
            postings: releaseHold(pending.userId, pending.amount),
          }
        : undefined,
  });
  return toDecidedTransaction(decided);
}
