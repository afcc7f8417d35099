import type { FastifyPluginAsync } from "fastify";
import { createWithdrawal, quoteWithdrawal } from "../../shared/contract/withdrawals";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { implementIdempotent } from "../idempotency/implement-idempotent";
import { createWithdrawal as requestWithdrawal } from "./create-withdrawal";
import { quoteWithdrawal as quoteFee } from "./quote-withdrawal";

export const withdrawalRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, quoteWithdrawal, (request) =>
    quoteFee(app.config.withdrawalFeePercent, request.query.amount),
  );
  implementIdempotent(app, createWithdrawal, (db, request) =>
    requestWithdrawal(db, actorOf(request), request.body, { feePercent: app.config.withdrawalFeePercent }),
  );
};
