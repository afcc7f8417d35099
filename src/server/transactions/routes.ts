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
import { implementIdempotent } from "../idempotency/implement-idempotent";
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
  implementIdempotent(app, approveTransaction, (db, request) =>
    approve(db, actorOf(request), request.params, { dualApprovalAbove: app.config.dualApprovalAbove }),
  );
  implementIdempotent(app, rejectTransaction, (db, request) => reject(db, actorOf(request), request.params));
};
