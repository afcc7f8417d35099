import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminTransactionListOutput,
  adminTransactionListQuery,
  decidedTransactionOutput,
  transactionIdParams,
  transactionListOutput,
  transactionListQuery,
  transactionOutput,
} from "../../shared/schemas/transactions";
import { actorOf } from "../auth/session";
import { runIdempotent } from "../idempotency/run-idempotent";
import { approveTransaction } from "./approve-transaction";
import { getTransaction } from "./get-transaction";
import { listAllTransactions } from "./list-all-transactions";
import { listTransactions } from "./list-transactions";
import { rejectTransaction } from "./reject-transaction";

const tags = ["transactions"];

export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/transactions",
    {
      config: { access: "user" },
      schema: { tags, querystring: transactionListQuery, response: { 200: transactionListOutput } },
    },
    (request) => listTransactions(app.db, actorOf(request), request.query),
  );
  app.get(
    "/api/v1/transactions/:id",
    {
      config: { access: "user" },
      schema: { tags, params: transactionIdParams, response: { 200: transactionOutput } },
    },
    (request) => getTransaction(app.db, actorOf(request), request.params),
  );
  app.get(
    "/api/v1/admin/transactions",
    {
      config: { access: "admin" },
      schema: { tags, querystring: adminTransactionListQuery, response: { 200: adminTransactionListOutput } },
    },
    (request) => listAllTransactions(app.db, actorOf(request), request.query),
  );
  app.post(
    "/api/v1/admin/transactions/:id/approve",
    {
      config: { access: "admin" },
      schema: { tags, params: transactionIdParams, response: { 200: decidedTransactionOutput } },
    },
    (request, reply) =>
      runIdempotent(app.db, request, reply, 200, (db) =>
        approveTransaction(db, actorOf(request), request.params, {
          dualApprovalAbove: app.config.dualApprovalAbove,
        }),
      ),
  );
  app.post(
    "/api/v1/admin/transactions/:id/reject",
    {
      config: { access: "admin" },
      schema: { tags, params: transactionIdParams, response: { 200: decidedTransactionOutput } },
    },
    (request, reply) =>
      runIdempotent(app.db, request, reply, 200, (db) =>
        rejectTransaction(db, actorOf(request), request.params),
      ),
  );
};
