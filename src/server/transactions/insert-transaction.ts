import { randomInt, randomUUID } from "node:crypto";
import type { TransactionKind } from "../../shared/schemas/transactions";
import type { Runner } from "../db/client";
import { transactions } from "../db/schema";

export type TransactionRow = typeof transactions.$inferSelect;

export interface NewTransaction {
  userId: string;
  kind: TransactionKind;
  type: "credit" | "withdraw";
  status: "pending" | "success" | "failed";
  amount: bigint;
  fee?: bigint | null;
  netAmount?: bigint | null;
  description: string;
  crypto?: string;
  walletAddress?: string | null;
  paymentMethodId?: string | null;
  reference?: string | null;
  decidedBy?: string | null;
  /** Four-eyes: the admin who gave the first approval (a pending adjustment's creator). */
  firstApprovedBy?: string | null;
  adjustAccount?: "balance" | "profit" | "bonus" | null;
  adjustReason?: string | null;
}

/** The spec's id: 'TNX-' plus 6 random digits (8 once 6-digit ids keep clashing at scale). */
function makeTransactionId(digits = 6): string {
  return `TNX-${randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, "0")}`;
}

/** Inserts a transaction record with a fresh unique TNX id, retrying on a clash. */
export async function insertTransaction(tx: Runner, values: NewTransaction): Promise<TransactionRow> {
  for (let attempt = 0; attempt < 12; attempt++) {
    const [row] = await tx
      .insert(transactions)
      .values({
        id: randomUUID(),
        transactionId: makeTransactionId(attempt < 8 ? 6 : 8),
        ...values,
        decidedAt: values.status === "pending" ? null : new Date(),
        firstApprovedAt: values.firstApprovedBy ? new Date() : null,
      })
      .onConflictDoNothing({ target: transactions.transactionId })
      .returning();
    if (row) return row;
  }
  throw new Error("Could not find a free transaction id");
}
