import { z } from "zod";
import { moneyOutput } from "../money";
import { idParams, pagedListQuery, pageOf } from "./lists";
import { personRef } from "./person";

const TRANSACTION_KINDS = [
  "deposit",
  "withdrawal",
  "investment",
  "trade-return",
  "trade-upgrade",
  "profit-claim",
  "adjustment",
  "referral-bonus",
  "trading-transfer",
  /** Money moved between the balance and a live copy (issue 13). */
  "copy-transfer",
  /** A trader's profit share from a live copy (issue 13). */
  "profit-share",
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** The spec's Transaction as a person sees it; `type` credit/withdraw gives the sign. */
export const transactionOutput = z.object({
  id: z.string(),
  transactionId: z.string(),
  userId: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  type: z.enum(["credit", "withdraw"]),
  status: z.enum(["pending", "success", "failed"]),
  amount: moneyOutput,
  /** Withdrawals: the processing fee and what is paid out. */
  fee: moneyOutput.nullable(),
  netAmount: moneyOutput.nullable(),
  description: z.string(),
  crypto: z.string(),
  walletAddress: z.string().nullable(),
  paymentMethodId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionOutput>;

/**
 * What admins see: a pending withdrawal or adjustment that one admin approved and that needs a
 * second, different admin (four-eyes, DUAL_APPROVAL_ABOVE) is 'awaiting-second-approval'. Its
 * owner still sees 'pending'.
 */
const ADMIN_TRANSACTION_STATUSES = ["pending", "awaiting-second-approval", "success", "failed"] as const;
export type AdminTransactionStatus = (typeof ADMIN_TRANSACTION_STATUSES)[number];

/** A transaction as an admin decision returns it (approve, reject, adjustment). */
export const decidedTransactionOutput = transactionOutput.extend({
  status: z.enum(ADMIN_TRANSACTION_STATUSES),
  /** The admin who gave the first of two approvals; null when there was none. */
  firstApprovedBy: z.string().nullable(),
});
export type DecidedTransaction = z.infer<typeof decidedTransactionOutput>;

const adminTransactionOutput = decidedTransactionOutput.extend({
  user: personRef,
});
export type AdminTransaction = z.infer<typeof adminTransactionOutput>;

export const transactionListQuery = pagedListQuery;
export const adminTransactionListQuery = pagedListQuery.extend({
  userId: z.string().max(64).optional(),
  status: z.enum(ADMIN_TRANSACTION_STATUSES).optional(),
});

export const transactionListOutput = pageOf(transactionOutput);
export const adminTransactionListOutput = pageOf(adminTransactionOutput);

export const transactionIdParams = idParams;
