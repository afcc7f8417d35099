import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { AdminTransaction } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { transactions, users } from "../db/schema";
import { decodeCursor, encodeCursor, searchCondition } from "./list-query";
import type { ListInput } from "./list-transactions";
import { toTransaction } from "./to-transaction";

/** Admin: every user's transactions (optionally one user's, or one status), newest first. */
export async function listAllTransactions(
  db: Db,
  _actor: Actor,
  input: ListInput & { userId?: string | undefined; status?: "pending" | "success" | "failed" | undefined },
): Promise<{ items: AdminTransaction[]; nextCursor: string | null }> {
  const conditions: SQL[] = [];
  if (input.userId) conditions.push(eq(transactions.userId, input.userId));
  if (input.status) conditions.push(eq(transactions.status, input.status));
  if (input.search) conditions.push(searchCondition(input.search));
  if (input.cursor) conditions.push(lt(transactions.seq, decodeCursor(input.cursor)));
  const rows = await db
    .select({ transaction: transactions, user: { id: users.id, name: users.name, email: users.email } })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(transactions.seq))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ ...toTransaction(row.transaction), user: row.user })),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.transaction.seq) : null,
  };
}
