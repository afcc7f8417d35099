import { z } from "zod";
import { idParams } from "../schemas/lists";
import {
  addressDecisionInput,
  adminPaymentMethodListOutput,
  adminPaymentMethodOutput,
  paymentMethodInput,
  paymentMethodListOutput,
} from "../schemas/payment-methods";
import { endpointsOf } from "./endpoint";
import type { ErrorCode } from "./error-codes";

/** The query family of payment methods (investor and admin screens share it; live updates refresh it). */
export const paymentMethodsTag = "payment-methods";

const investors = endpointsOf(paymentMethodsTag, "user");
const admin = endpointsOf(paymentMethodsTag, "admin");
/** What an admin changes answers the payment method as admins see it. */
const adminChange = endpointsOf(paymentMethodsTag, "admin", { output: adminPaymentMethodOutput });
/** One payment method (`:id`) an admin changes. */
const adminMethod = endpointsOf(paymentMethodsTag, "admin", {
  params: idParams,
  output: adminPaymentMethodOutput,
});

/** `POST /api/v1/admin/payment-methods/:id/address/<decision>`: four-eyes on a proposed address. */
const addressDecision = <const D extends "approve" | "reject", const E extends readonly ErrorCode[]>(
  decision: D,
  summary: string,
  errors: E,
) =>
  adminMethod.post(`/api/v1/admin/payment-methods/:id/address/${decision}`, summary, {
    body: addressDecisionInput,
    errors,
  });

export const listPaymentMethods = investors.get(
  "/api/v1/payment-methods",
  "List the payment methods investors can deposit with",
  { output: paymentMethodListOutput },
);

export const listAdminPaymentMethods = admin.get(
  "/api/v1/admin/payment-methods",
  "List the payment methods with their address changes awaiting approval",
  { output: adminPaymentMethodListOutput },
);

export const createPaymentMethod = adminChange.post("/api/v1/admin/payment-methods", "Add a payment method", {
  body: paymentMethodInput,
  status: 201,
  errors: ["PAYMENT_METHOD_CODE_TAKEN"],
});

export const updatePaymentMethod = adminMethod.put(
  "/api/v1/admin/payment-methods/:id",
  "Change a payment method",
  { body: paymentMethodInput, errors: ["PAYMENT_METHOD_CODE_TAKEN", "APPROVAL_PENDING"] },
);

export const deletePaymentMethod = adminMethod.delete(
  "/api/v1/admin/payment-methods/:id",
  "Delete a payment method",
  { status: 204, output: z.undefined() },
);

export const approvePaymentMethodAddress = addressDecision(
  "approve",
  "Approve the address change another admin proposed (four-eyes)",
  ["SAME_APPROVER", "NOTHING_TO_APPROVE"],
);

export const rejectPaymentMethodAddress = addressDecision(
  "reject",
  "Reject an address change awaiting approval (the address stays as it is)",
  ["NOTHING_TO_APPROVE"],
);
