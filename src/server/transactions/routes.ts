import type { FastifyPluginAsync } from "fastify";
import {
  approveTransaction,
  getTransaction,
  listAdminTransactions,
  listTransactions,
  rejectTransaction,
} from "../../shared/contract/transactions";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { runIdempotent } from "../idempotency/run-idempotent";
import { approveTransaction as approve } from "./approve-transaction";
import { getTransaction as findTransaction } from "./get-transaction";
import { listAllTransactions } from "./list-all-transactions";
import { listTransactions as listOwnTransactions } from "./list-transactions";
import { rejectTransaction as reject } from "./reject-transaction";

export const transactionRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, listTransactions, (request) =>
    listOwnTransactions(app.db, actorOf(request), request.query),
  );
  implementEndpoint(app, getTransaction, (request) =>
    findTransaction(app.db, actorOf(request), request.params),
  );
  implementEndpoint(app, listAdminTransactions, (request) =>
    listAllTransactions(app.db, actorOf(request), request.query),
  );
  implementEndpoint(app, approveTransaction, (request, reply) =>
    runIdempotent(app.db, request, reply, approveTransaction.status, (db) =>
      approve(db, actorOf(request), request.params, { dualApprovalAbove: app.config.dualApprovalAbove }),
    ),
  );
  implementEndpoint(app, rejectTransaction, (request, reply) =>
    runIdempotent(app.db, request, reply, rejectTransaction.status, (db) =>
      reject(db, actorOf(request), request.params),
    ),
  );
};
