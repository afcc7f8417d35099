import { centsToDecimal } from "../../shared/money";
import type {
  AdminTransactionStatus,
  DecidedTransaction,
  Transaction,
} from "../../shared/schemas/transactions";
import type { TransactionRow } from "./insert-transaction";

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    transactionId: row.transactionId,
    userId: row.userId,
    kind: row.kind,
    type: row.type,
    status: row.status,
    amount: centsToDecimal(row.amount),
    fee: row.fee === null ? null : centsToDecimal(row.fee),
    netAmount: row.netAmount === null ? null : centsToDecimal(row.netAmount),
    description: row.description,
    crypto: row.crypto,
    walletAddress: row.walletAddress,
    paymentMethodId: row.paymentMethodId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

/** The admin view: a pending record with a first approval is 'awaiting-second-approval'. */
function adminStatus(row: Pick<TransactionRow, "status" | "firstApprovedBy">): AdminTransactionStatus {
  if (row.status === "pending" && row.firstApprovedBy !== null) return "awaiting-second-approval";
  return row.status;
}

/** A transaction as admins see it (list, decisions, adjustments). */
export function toDecidedTransaction(row: TransactionRow): DecidedTransaction {
  return { ...toTransaction(row), status: adminStatus(row), firstApprovedBy: row.firstApprovedBy };
}
