import { centsToDecimal } from "../../shared/money";
import type { Transaction, TransactionKind } from "../../shared/schemas/transactions";
import type { TransactionRow } from "./insert-transaction";

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    transactionId: row.transactionId,
    userId: row.userId,
    kind: row.kind as TransactionKind,
    type: row.type as Transaction["type"],
    status: row.status as Transaction["status"],
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
