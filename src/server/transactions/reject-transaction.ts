import type { Transaction } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { systemAccount, userAccount } from "../ledger/accounts";
import { decideInOneStatement, findPending } from "./decide-in-one-statement";
import { toTransaction } from "./to-transaction";

/** Admin rejection: the transaction fails; a withdrawal's hold is released. Only pending (409 otherwise). */
export async function rejectTransaction(db: Db, actor: Actor, input: { id: string }): Promise<Transaction> {
  const pending = await findPending(db, input.id);
  const decided = await decideInOneStatement(db, actor, pending, {
    status: "failed",
    action: "transaction.reject",
    entry:
      pending.kind === "withdrawal"
        ? {
            kind: "withdrawal-release",
            postings: [
              { account: userAccount(pending.userId, "hold"), amount: -pending.amount },
              { account: systemAccount("holds-control"), amount: pending.amount },
            ],
          }
        : undefined,
  });
  return toTransaction(decided);
}
