import type { PaymentMethod } from "../../shared/schemas/payment-methods";
import type { paymentMethods } from "../db/schema";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return { id: row.id, code: row.code, name: row.name, address: row.address };
}
