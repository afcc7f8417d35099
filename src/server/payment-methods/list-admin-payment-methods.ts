import { eq } from "drizzle-orm";
import type { AdminPaymentMethod } from "../../shared/schemas/payment-methods";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { paymentMethods, users } from "../db/schema";
import { toAdminPaymentMethod } from "./to-payment-method";

/** Admin: every method, with the address awaiting a second admin's approval and who proposed it. */
export async function listAdminPaymentMethods(
  db: Runner,
  _actor: Actor,
): Promise<{ items: AdminPaymentMethod[] }> {
  const rows = await db
    .select({ method: paymentMethods, proposer: { id: users.id, name: users.name, email: users.email } })
    .from(paymentMethods)
    .leftJoin(users, eq(users.id, paymentMethods.addressProposedBy))
    .orderBy(paymentMethods.name, paymentMethods.id);
  return { items: rows.map((row) => toAdminPaymentMethod(row.method, row.proposer)) };
}
