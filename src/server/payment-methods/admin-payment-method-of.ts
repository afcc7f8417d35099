import type { AdminPaymentMethod } from "../../shared/schemas/payment-methods";
import { personOf } from "../audit/person-of";
import type { Runner } from "../db/client";
import { type PaymentMethodRow, toAdminPaymentMethod } from "./to-payment-method";

/** The admin's view of one method, its proposer looked up (the list joins them instead). */
export async function adminPaymentMethodOf(db: Runner, row: PaymentMethodRow): Promise<AdminPaymentMethod> {
  return toAdminPaymentMethod(row, await personOf(db, row.addressProposedBy));
}
