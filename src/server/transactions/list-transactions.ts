import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Transaction } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { transactions } from "../db/schema";
import { takePage } from "../paging/take-page";
import { decodeCursor, encodeCursor, searchCondition } from "./list-query";
import { toTransaction } from "./to-transaction";

export interface ListInput {
  search?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** The signed-in user's transactions, newest first, with search and cursor pagination. */
export async function listTransactions(
  db: Runner,
  actor: Actor,
  input: ListInput,
): Promise<{ items: Transaction[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(transactions.userId, actor.userId)];
  if (input.search) conditions.push(searchCondition(input.search));
  if (input.cursor) conditions.push(lt(transactions.seq, decodeCursor(input.cursor)));
  const rows = await db
    .select()
    .from(transactions)
    .where(and(...conditions))
    .orderBy(desc(transactions.seq))
    .limit(input.limit + 1);
  return takePage(rows, input.limit, toTransaction, (last) => encodeCursor(last.seq));
}
