import type { FastifyPluginAsync } from "fastify";
import * as contract from "../../shared/contract/trades";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { implementIdempotent } from "../idempotency/implement-idempotent";
import { claimProfit } from "./claim-profit";
import { closeTrade } from "./close-trade";
import { createTrade } from "./create-trade";
import { getCurrentTrade } from "./get-current-trade";
import { upgradeTrade } from "./upgrade-trade";

export const tradeRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, contract.getCurrentTrade, (request) => getCurrentTrade(app.db, actorOf(request)));
  implementIdempotent(app, contract.createTrade, (db, request) =>
    createTrade(db, actorOf(request), request.body),
  );
  implementIdempotent(app, contract.claimProfit, (db, request) => claimProfit(db, actorOf(request)));
  implementIdempotent(app, contract.upgradeTrade, (db, request) =>
    upgradeTrade(db, actorOf(request), request.body),
  );
  implementIdempotent(app, contract.closeTrade, (db, request) => closeTrade(db, actorOf(request)));
};
