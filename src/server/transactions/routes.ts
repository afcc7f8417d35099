import type { FastifyPluginAsync } from "fastify";
import * as contract from "../../shared/contract/transactions";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { implementIdempotent } from "../idempotency/implement-idempotent";
import { refuseUnverifiedWithdrawal } from "../verification/admin-money-guards";
import { approveTransaction } from "./approve-transaction";
import { getTransaction } from "./get-transaction";
import { listAllTransactions } from "./list-all-transactions";
import { listTransactions } from "./list-transactions";
import { rejectTransaction } from "./reject-transaction";

export const transactionRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, contract.listTransactions, (request) =>
    listTransactions(app.db, actorOf(request), request.query),
  );
  implementEndpoint(app, contract.getTransaction, (request) =>
    getTransaction(app.db, actorOf(request), request.params),
  );
  implementEndpoint(app, contract.listAdminTransactions, (request) =>
    listAllTransactions(app.db, actorOf(request), request.query),
  );
  implementIdempotent(app, contract.approveTransaction, async (db, request) => {
    await refuseUnverifiedWithdrawal(db, app.config, request.params.id);
    return approveTransaction(db, actorOf(request), request.params, {
      dualApprovalAbove: app.config.dualApprovalAbove,
    });
  });
  implementIdempotent(app, contract.rejectTransaction, (db, request) =>
    rejectTransaction(db, actorOf(request), request.params),
  );
};
