import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EndpointOutput } from "../../shared/contract/endpoint";
import {
  createPaymentMethod,
  deletePaymentMethod,
  listPaymentMethods,
  paymentMethodsTag,
  updatePaymentMethod,
} from "../../shared/contract/payment-methods";
import type { PaymentMethodInput } from "../../shared/schemas/payment-methods";
import { callEndpoint, type EndpointError, queryKeyOf } from "./call-endpoint";

/**
 * The payment methods investors can deposit with and withdraw to (live: admins may edit them); the
 * admin screen lists them with the same hook.
 */
export function usePaymentMethods() {
  return useQuery({
    queryKey: queryKeyOf(listPaymentMethods),
    queryFn: ({ signal }) => callEndpoint(listPaymentMethods, {}, { signal }),
    select: (data) => data.items,
  });
}

type SaveEndpoint = typeof createPaymentMethod | typeof updatePaymentMethod;

/** Adds a payment method, or edits one when `id` is given. */
export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointOutput<SaveEndpoint>,
    EndpointError<SaveEndpoint>,
    PaymentMethodInput & { id?: string | undefined }
  >({
    mutationFn: ({ id, ...body }) =>
      id
        ? callEndpoint(updatePaymentMethod, { params: { id }, body })
        : callEndpoint(createPaymentMethod, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [paymentMethodsTag] }),
  });
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointOutput<typeof deletePaymentMethod>,
    EndpointError<typeof deletePaymentMethod>,
    string
  >({
    mutationFn: (id) => callEndpoint(deletePaymentMethod, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [paymentMethodsTag] }),
  });
}
