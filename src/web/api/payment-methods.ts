import {
  approvePaymentMethodAddress,
  createPaymentMethod,
  deletePaymentMethod,
  listAdminPaymentMethods,
  listPaymentMethods,
  paymentMethodsTag,
  rejectPaymentMethodAddress,
  updatePaymentMethod,
} from "../../shared/contract/payment-methods";
import type { PaymentMethodInput } from "../../shared/schemas/payment-methods";
import { useEndpointMutation, useEndpointQuery, useInvalidate } from "./endpoint-hooks";

/**
 * The payment methods investors can deposit with and withdraw to (live: admins may edit them); the
 * admin screen lists them with the same hook.
 */
export function usePaymentMethods() {
  return useEndpointQuery(listPaymentMethods, undefined, { select: (data) => data.items });
}

/** The admin's list: every method, with the address change awaiting a second admin (four-eyes). */
export function useAdminPaymentMethods() {
  return useEndpointQuery(listAdminPaymentMethods, undefined, { select: (data) => data.items });
}

type SaveEndpoint = typeof createPaymentMethod | typeof updatePaymentMethod;

/** Adds a payment method, or edits one when `id` is given. */
export function useSavePaymentMethod() {
  return useEndpointMutation<SaveEndpoint, PaymentMethodInput & { id?: string | undefined }>(
    ({ id }) => (id ? updatePaymentMethod : createPaymentMethod),
    {
      toInput: ({ id, ...body }) => (id ? { params: { id }, body } : { body }),
      onSettled: useInvalidate([paymentMethodsTag]),
    },
  );
}

export function useDeletePaymentMethod() {
  return useEndpointMutation(deletePaymentMethod, {
    toInput: (id: string) => ({ params: { id } }),
    onSettled: useInvalidate([paymentMethodsTag]),
  });
}

export type AddressDecision = "approve" | "reject";
type DecisionEndpoint = typeof approvePaymentMethodAddress | typeof rejectPaymentMethodAddress;

/** Approves or rejects the address awaiting approval (`address`: the one the admin saw). */
export function useDecideAddress() {
  return useEndpointMutation<DecisionEndpoint, { id: string; address: string; decision: AddressDecision }>(
    ({ decision }) => (decision === "approve" ? approvePaymentMethodAddress : rejectPaymentMethodAddress),
    {
      toInput: ({ id, address }) => ({ params: { id }, body: { address } }),
      onSettled: useInvalidate([paymentMethodsTag]),
    },
  );
}
