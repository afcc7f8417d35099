import type { AdminPaymentMethod, PaymentMethod } from "../../shared/schemas/payment-methods";
import type { Person } from "../audit/person-of";
import type { paymentMethods } from "../db/schema";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return { id: row.id, code: row.code, name: row.name, address: row.address };
}

/** The admin's view of a method; `proposer` is the user row of `addressProposedBy`, if any. */
export function toAdminPaymentMethod(row: PaymentMethodRow, proposer: Person | null): AdminPaymentMethod {
  return {
    ...toPaymentMethod(row),
    pendingAddress:
      row.proposedAddress === null
        ? null
        : {
            address: row.proposedAddress,
            proposedBy: proposer,
            proposedAt: (row.addressProposedAt ?? row.updatedAt).toISOString(),
          },
  };
}

/** The audit snapshot of a method: its fields and the address awaiting approval, if any. */
export function paymentMethodSnapshot(row: PaymentMethodRow) {
  return {
    ...toPaymentMethod(row),
    ...(row.proposedAddress === null ? {} : { proposedAddress: row.proposedAddress }),
  };
}
