import { ne } from "drizzle-orm";
import type { PaymentMethod } from "../../shared/schemas/payment-methods";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { paymentMethods } from "../db/schema";
import { toPaymentMethod } from "./to-payment-method";

/**
 * The methods investors deposit with and withdraw to (any signed-in user needs them): a new method
 * whose first address still awaits a second admin (four-eyes) has none yet and is left out.
 */
export async function listPaymentMethods(db: Runner, _actor: Actor): Promise<{ items: PaymentMethod[] }> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(ne(paymentMethods.address, ""))
    .orderBy(paymentMethods.name, paymentMethods.id);
  return { items: rows.map(toPaymentMethod) };
}
