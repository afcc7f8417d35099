import { z } from "zod";
import { searchText } from "../schemas/lists";
import * as schemas from "../schemas/transactions";
import { endpointsOf } from "./endpoint";

/** The query-key family of the signed-in user's transactions (live updates refresh it). */
export const transactionsTag = "transactions";

const transactions = endpointsOf(transactionsTag, "user");
const admin = endpointsOf("admin", "admin");
/** An admin's decision on a pending transaction (Idempotency-Key), answering the decided transaction. */
const decision = endpointsOf("admin", "admin", {
  params: schemas.transactionIdParams,
  output: schemas.decidedTransactionOutput,
  idempotent: true,
});

export const listTransactions = transactions.get(
  "/api/v1/transactions",
  "List the signed-in user's transactions",
  {
    query: schemas.transactionListQuery,
    output: schemas.transactionListOutput,
  },
);

export const getTransaction = transactions.get(
  "/api/v1/transactions/:id",
  "Get one of the signed-in user's transactions",
  { params: schemas.transactionIdParams, output: schemas.transactionOutput },
);

/** A CSV download (`text/csv`), opened as a link: the handler sends the file itself. */
export const exportTransactions = transactions.get(
  "/api/v1/transactions/export.csv",
  "Export the signed-in user's transactions as CSV",
  {
    query: z.strictObject({ search: searchText }),
    output: z.string(),
    produces: ["text/csv"],
  },
);

export const listAdminTransactions = admin.get("/api/v1/admin/transactions", "Search all transactions", {
  query: schemas.adminTransactionListQuery,
  output: schemas.adminTransactionListOutput,
});

export const approveTransaction = decision.post(
  "/api/v1/admin/transactions/:id/approve",
  "Approve a pending transaction",
  {
    errors: [
      "TRANSACTION_NOT_PENDING",
      "OWN_TRANSACTION",
      "SAME_APPROVER",
      "AWAITING_VERIFICATION",
      "INSUFFICIENT_BALANCE",
      "BELOW_ZERO",
      "BELOW_HELD",
    ],
  },
);

export const rejectTransaction = decision.post(
  "/api/v1/admin/transactions/:id/reject",
  "Reject a pending transaction",
  { errors: ["TRANSACTION_NOT_PENDING", "OWN_TRANSACTION"] },
);
