import { z } from "zod";
import { paymentMethodInput, paymentMethodListOutput, paymentMethodOutput } from "../schemas/payment-methods";
import { defineEndpoint } from "./endpoint";

/** The query family of payment methods (investor and admin screens share it; live updates refresh it). */
export const paymentMethodsTag = "payment-methods";
const idParams = z.strictObject({ id: z.string().min(1).max(64) });

export const listPaymentMethods = defineEndpoint({
  method: "GET",
  path: "/api/v1/payment-methods",
  access: "user",
  summary: "List the enabled payment methods",
  tag: paymentMethodsTag,
  status: 200,
  output: paymentMethodListOutput,
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
  output: paymentMethodOutput,
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
  output: paymentMethodOutput,
  errors: ["PAYMENT_METHOD_CODE_TAKEN"],
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
