import { and, desc, eq, isNotNull, isNull, lt, type SQL } from "drizzle-orm";
import type { AdminTransaction, AdminTransactionStatus } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { transactions, users } from "../db/schema";
import { takePage } from "../paging/take-page";
import { decodeCursor, encodeCursor, searchCondition } from "./list-query";
import type { ListInput } from "./list-transactions";
import { toDecidedTransaction } from "./to-transaction";

/**
 * Admin: every user's transactions (optionally one user's, or one status), newest first. 'pending'
 * means waiting for a first decision; 'awaiting-second-approval' (four-eyes) for a second admin.
 */
export async function listAllTransactions(
  db: Runner,
  _actor: Actor,
  input: ListInput & { userId?: string | undefined; status?: AdminTransactionStatus | undefined },
): Promise<{ items: AdminTransaction[]; nextCursor: string | null }> {
  const conditions: SQL[] = [];
  if (input.userId) conditions.push(eq(transactions.userId, input.userId));
  if (input.status === "awaiting-second-approval") {
    conditions.push(eq(transactions.status, "pending"), isNotNull(transactions.firstApprovedBy));
  } else if (input.status === "pending") {
    conditions.push(eq(transactions.status, "pending"), isNull(transactions.firstApprovedBy));
  } else if (input.status) {
    conditions.push(eq(transactions.status, input.status));
  }
  if (input.search) conditions.push(searchCondition(input.search));
  if (input.cursor) conditions.push(lt(transactions.seq, decodeCursor(input.cursor)));
  const rows = await db
    .select({ transaction: transactions, user: { id: users.id, name: users.name, email: users.email } })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(transactions.seq))
    .limit(input.limit + 1);
  return takePage(
    rows,
    input.limit,
    (row) => ({ ...toDecidedTransaction(row.transaction), user: row.user }),
    (last) => encodeCursor(last.transaction.seq),
  );
}
