import type { Transaction } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { systemAccount, userAccount } from "../ledger/accounts";
import { postEntry } from "../ledger/post-entry";
import { auditDecision, decidePending } from "./decide-transaction";
import { toTransaction } from "./to-transaction";

/** Admin rejection: the transaction fails; a withdrawal's hold is released. Only pending (409 otherwise). */
export async function rejectTransaction(db: Db, actor: Actor, input: { id: string }): Promise<Transaction> {
  return db.transaction(async (tx) => {
    const row = await decidePending(tx, actor, input.id, "failed");
    // The ledger entry comes last: it touches the shared system accounts (see postEntry).
    await auditDecision(tx, actor, "transaction.reject", row);
    if (row.kind === "withdrawal") {
      await postEntry(tx, {
        kind: "withdrawal-release",
        transactionId: row.id,
        actorId: actor.userId,
        postings: [
          { account: userAccount(row.userId, "hold"), amount: -row.amount },
          { account: systemAccount("holds-control"), amount: row.amount },
        ],
      });
    }
    return toTransaction(row);
  });
}
