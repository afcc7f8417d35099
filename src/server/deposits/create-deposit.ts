import { and, eq, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import type { depositInput } from "../../shared/schemas/deposits";
import type { Transaction } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { paymentMethods, users } from "../db/schema";
import { badRequest, notFound } from "../http/errors";
import { insertTransaction } from "../transactions/insert-transaction";
import { toTransaction } from "../transactions/to-transaction";

export type DepositData = z.output<typeof depositInput>;

/**
 * A method picked in a form; unknown ids are a field error, not a 500. A new method whose address
 * still awaits a second admin (four-eyes) has none and is not offered either.
 */
async function findPaymentMethod(db: Runner, id: string) {
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), ne(paymentMethods.address, "")))
    .limit(1);
  if (!method)
    throw badRequest(messages.paymentMethodNotFound, { paymentMethodId: messages.paymentMethodNotFound });
  return method;
}

/** 'I have made the payment': a pending credit. Nothing moves until an admin approves it. */
export async function createDeposit(db: Runner, actor: Actor, input: DepositData): Promise<Transaction> {
  return db.transaction(async (tx) => {
    // Share-locked: a deletion of this user (which rejects their pending deposits) commits wholly
    // before this request or after it, never in between.
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, actor.userId), isNull(users.deletedAt)))
      .for("share");
    if (!owner) throw notFound(messages.userNotFound);
    const method = await findPaymentMethod(tx, input.paymentMethodId);
    const row = await insertTransaction(tx, {
      userId: actor.userId,
      kind: "deposit",
      type: "credit",
      status: "pending",
      amount: input.amount,
      description: `Deposit via ${method.name}`,
      crypto: method.name,
      paymentMethodId: method.id,
    });
    return toTransaction(row);
  });
}
