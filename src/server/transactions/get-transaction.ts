import { and, eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Transaction } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { transactions } from "../db/schema";
import { notFound } from "../http/errors";
import { toTransaction } from "./to-transaction";

/** One of the user's own transactions; anyone else's id is simply not found. */
export async function getTransaction(db: Runner, actor: Actor, input: { id: string }): Promise<Transaction> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, input.id), eq(transactions.userId, actor.userId)))
    .limit(1);
  if (!row) throw notFound(messages.transactionNotFound);
  return toTransaction(row);
}
