import { z } from "zod";
import {
  adminTransactionListOutput,
  adminTransactionListQuery,
  decidedTransactionOutput,
  transactionIdParams,
  transactionListOutput,
  transactionListQuery,
  transactionOutput,
} from "../schemas/transactions";
import { defineEndpoint } from "./endpoint";

/** The query-key family of the signed-in user's transactions (live updates refresh it). */
export const transactionsTag = "transactions";

export const listTransactions = defineEndpoint({
  method: "GET",
  path: "/api/v1/transactions",
  access: "user",
  summary: "List the signed-in user's transactions",
  tag: transactionsTag,
  query: transactionListQuery,
  status: 200,
  output: transactionListOutput,
  errors: [],
});

export const getTransaction = defineEndpoint({
  method: "GET",
  path: "/api/v1/transactions/:id",
  access: "user",
  summary: "Get one of the signed-in user's transactions",
  tag: transactionsTag,
  params: transactionIdParams,
  status: 200,
  output: transactionOutput,
  errors: [],
});

/** A CSV download (`text/csv`), opened as a link: the handler sends the file itself. */
export const exportTransactions = defineEndpoint({
  method: "GET",
  path: "/api/v1/transactions/export.csv",
  access: "user",
  summary: "Export the signed-in user's transactions as CSV",
  tag: transactionsTag,
  query: z.strictObject({ search: z.string().trim().max(100).optional() }),
  status: 200,
  output: z.string(),
  produces: ["text/csv"],
  errors: [],
});

export const listAdminTransactions = defineEndpoint({
  method: "GET",
  path: "/api/v1/admin/transactions",
  access: "admin",
  summary: "Search all transactions",
  tag: "admin",
  query: adminTransactionListQuery,
  status: 200,
  output: adminTransactionListOutput,
  errors: [],
});

export const approveTransaction = defineEndpoint({
  method: "POST",
  path: "/api/v1/admin/transactions/:id/approve",
  access: "admin",
  summary: "Approve a pending transaction",
  tag: "admin",
  params: transactionIdParams,
  status: 200,
  output: decidedTransactionOutput,
  errors: [
    "TRANSACTION_NOT_PENDING",
    "OWN_TRANSACTION",
    "SAME_APPROVER",
    "INSUFFICIENT_BALANCE",
    "BELOW_ZERO",
    "BELOW_HELD",
  ],
  idempotent: true,
});

export const rejectTransaction = defineEndpoint({
  method: "POST",
  path: "/api/v1/admin/transactions/:id/reject",
  access: "admin",
  summary: "Reject a pending transaction",
  tag: "admin",
  params: transactionIdParams,
  status: 200,
  output: decidedTransactionOutput,
  errors: ["TRANSACTION_NOT_PENDING", "OWN_TRANSACTION"],
  idempotent: true,
});
