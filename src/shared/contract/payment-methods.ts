import { z } from "zod";
import {
  addressDecisionInput,
  adminPaymentMethodListOutput,
  adminPaymentMethodOutput,
  paymentMethodInput,
  paymentMethodListOutput,
} from "../schemas/payment-methods";
import { defineEndpoint } from "./endpoint";

/** The query family of payment methods (investor and admin screens share it; live updates refresh it). */
export const paymentMethodsTag = "payment-methods";
const idParams = z.strictObject({ id: z.string().min(1).max(64) });

export const listPaymentMethods = defineEndpoint({
  method: "GET",
  path: "/api/v1/payment-methods",
  access: "user",
  summary: "List the payment methods investors can deposit with",
  tag: paymentMethodsTag,
  status: 200,
  output: paymentMethodListOutput,
  errors: [],
});

export const listAdminPaymentMethods = defineEndpoint({
  method: "GET",
  path: "/api/v1/admin/payment-methods",
  access: "admin",
  summary: "List the payment methods with their address changes awaiting approval",
  tag: paymentMethodsTag,
  status: 200,
  output: adminPaymentMethodListOutput,
  errors: [],
});

export const createPaymentMethod = defineEndpoint({
  method: "POST",
  path: "/api/v1/admin/payment-methods",
  access: "admin",
  summary: "Add a payment method",
  tag: paymentMethodsTag,
  body: paymentMethodInput,
  status: 201,
  output: adminPaymentMethodOutput,
  errors: ["PAYMENT_METHOD_CODE_TAKEN"],
});

export const updatePaymentMethod = defineEndpoint({
  method: "PUT",
  path: "/api/v1/admin/payment-methods/:id",
  access: "admin",
  summary: "Change a payment method",
  tag: paymentMethodsTag,
  params: idParams,
  body: paymentMethodInput,
  status: 200,
  output: adminPaymentMethodOutput,
  errors: ["PAYMENT_METHOD_CODE_TAKEN", "APPROVAL_PENDING"],
});

export const deletePaymentMethod = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/admin/payment-methods/:id",
  access: "admin",
  summary: "Delete a payment method",
  tag: paymentMethodsTag,
  params: idParams,
  status: 204,
  output: z.undefined(),
  errors: [],
});

export const approvePaymentMethodAddress = defineEndpoint({
  method: "POST",
  path: "/api/v1/admin/payment-methods/:id/address/approve",
  access: "admin",
  summary: "Approve the address change another admin proposed (four-eyes)",
  tag: paymentMethodsTag,
  params: idParams,
  body: addressDecisionInput,
  status: 200,
  output: adminPaymentMethodOutput,
  errors: ["SAME_APPROVER", "NOTHING_TO_APPROVE"],
});

export const rejectPaymentMethodAddress = defineEndpoint({
  method: "POST",
  path: "/api/v1/admin/payment-methods/:id/address/reject",
  access: "admin",
  summary: "Reject an address change awaiting approval (the address stays as it is)",
  tag: paymentMethodsTag,
  params: idParams,
  body: addressDecisionInput,
  status: 200,
  output: adminPaymentMethodOutput,
  errors: ["NOTHING_TO_APPROVE"],
});
