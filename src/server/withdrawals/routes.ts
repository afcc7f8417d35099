import type { FastifyPluginAsync } from "fastify";
import { createWithdrawal, quoteWithdrawal } from "../../shared/contract/withdrawals";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { runIdempotent } from "../idempotency/run-idempotent";
import { createWithdrawal as requestWithdrawal } from "./create-withdrawal";
import { quoteWithdrawal as quoteFee } from "./quote-withdrawal";

export const withdrawalRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, quoteWithdrawal, (request) =>
    quoteFee(app.config.withdrawalFeePercent, request.query.amount),
  );
  implementEndpoint(app, createWithdrawal, (request, reply) =>
    runIdempotent(app.db, request, reply, createWithdrawal.status, (db) =>
      requestWithdrawal(db, actorOf(request), request.body, { feePercent: app.config.withdrawalFeePercent }),
    ),
  );
};
