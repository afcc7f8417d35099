import type { PaymentMethod } from "../../shared/schemas/payment-methods";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { paymentMethods } from "../db/schema";
import { toPaymentMethod } from "./to-payment-method";

/** Every payment method (any signed-in user needs them to deposit and withdraw). */
export async function listPaymentMethods(db: Runner, _actor: Actor): Promise<{ items: PaymentMethod[] }> {
  const rows = await db.select().from(paymentMethods).orderBy(paymentMethods.name, paymentMethods.id);
  return { items: rows.map(toPaymentMethod) };
}
