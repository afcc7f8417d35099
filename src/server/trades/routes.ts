import type { FastifyPluginAsync } from "fastify";
import {
  claimProfit,
  closeTrade,
  createTrade,
  getCurrentTrade,
  upgradeTrade,
} from "../../shared/contract/trades";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { implementIdempotent } from "../idempotency/implement-idempotent";
import { claimProfit as claim } from "./claim-profit";
import { closeTrade as close } from "./close-trade";
import { createTrade as invest } from "./create-trade";
import { getCurrentTrade as findCurrentTrade } from "./get-current-trade";
import { upgradeTrade as upgrade } from "./upgrade-trade";

export const tradeRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, getCurrentTrade, (request) => findCurrentTrade(app.db, actorOf(request)));
  implementIdempotent(app, createTrade, (db, request) => invest(db, actorOf(request), request.body));
  implementIdempotent(app, claimProfit, (db, request) => claim(db, actorOf(request)));
  implementIdempotent(app, upgradeTrade, (db, request) => upgrade(db, actorOf(request), request.body));
  implementIdempotent(app, closeTrade, (db, request) => close(db, actorOf(request)));
};
