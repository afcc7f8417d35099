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
import { runIdempotent } from "../idempotency/run-idempotent";
import { claimProfit as claim } from "./claim-profit";
import { closeTrade as close } from "./close-trade";
import { createTrade as invest } from "./create-trade";
import { getCurrentTrade as findCurrentTrade } from "./get-current-trade";
import { upgradeTrade as upgrade } from "./upgrade-trade";

export const tradeRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, getCurrentTrade, (request) => findCurrentTrade(app.db, actorOf(request)));
  implementEndpoint(app, createTrade, (request, reply) =>
    runIdempotent(app.db, request, reply, createTrade.status, (db) =>
      invest(db, actorOf(request), request.body),
    ),
  );
  implementEndpoint(app, claimProfit, (request, reply) =>
    runIdempotent(app.db, request, reply, claimProfit.status, (db) => claim(db, actorOf(request))),
  );
  implementEndpoint(app, upgradeTrade, (request, reply) =>
    runIdempotent(app.db, request, reply, upgradeTrade.status, (db) =>
      upgrade(db, actorOf(request), request.body),
    ),
  );
  implementEndpoint(app, closeTrade, (request, reply) =>
    runIdempotent(app.db, request, reply, closeTrade.status, (db) => close(db, actorOf(request))),
  );
};
