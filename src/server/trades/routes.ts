import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { moneyOutput } from "../../shared/money";
import { currentTradeOutput, tradeInput, tradeOutput, upgradeInput } from "../../shared/schemas/trades";
import { transactionOutput } from "../../shared/schemas/transactions";
import { actorOf } from "../auth/session";
import { runIdempotent } from "../idempotency/run-idempotent";
import { claimProfit } from "./claim-profit";
import { closeOutput, closeTrade } from "./close-trade";
import { createTrade } from "./create-trade";
import { getCurrentTrade } from "./get-current-trade";
import { upgradeOutput, upgradeTrade } from "./upgrade-trade";

const claimOutput = z.object({
  returned: transactionOutput,
  profit: transactionOutput,
  claimedProfit: moneyOutput,
});
const tags = ["trades"];

export const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/trades/current",
    { config: { access: "user" }, schema: { tags, response: { 200: currentTradeOutput } } },
    (request) => getCurrentTrade(app.db, actorOf(request)),
  );
  app.post(
    "/api/v1/trades",
    { config: { access: "active" }, schema: { tags, body: tradeInput, response: { 201: tradeOutput } } },
    (request, reply) =>
      runIdempotent(app.db, request, reply, 201, (db) => createTrade(db, actorOf(request), request.body)),
  );
  app.post(
    "/api/v1/trades/current/claim",
    { config: { access: "active" }, schema: { tags, response: { 200: claimOutput } } },
    (request, reply) => runIdempotent(app.db, request, reply, 200, (db) => claimProfit(db, actorOf(request))),
  );
  app.post(
    "/api/v1/trades/current/upgrade",
    { config: { access: "active" }, schema: { tags, body: upgradeInput, response: { 200: upgradeOutput } } },
    (request, reply) =>
      runIdempotent(app.db, request, reply, 200, (db) => upgradeTrade(db, actorOf(request), request.body)),
  );
  app.post(
    "/api/v1/trades/current/close",
    { config: { access: "active" }, schema: { tags, response: { 200: closeOutput } } },
    (request, reply) => runIdempotent(app.db, request, reply, 200, (db) => closeTrade(db, actorOf(request))),
  );
};
