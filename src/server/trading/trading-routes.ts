import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { exposureOutput } from "../../shared/schemas/exposure";
import {
  closePositionInput,
  closePositionOutput,
  orderInput,
  orderOutput,
  position,
  positionParams,
  positionsOutput,
  positionsQuery,
  tradingAccount,
  tradingAccountParams,
  tradingAccountsOutput,
  transferInput,
  updatePositionInput,
} from "../../shared/schemas/trading";
import { actorOf } from "../auth/session";
import { runIdempotent } from "../idempotency/run-idempotent";
import { closePosition } from "./close-position";
import { getExposure } from "./get-exposure";
import { listPositions } from "./list-positions";
import { listTradingAccounts } from "./list-trading-accounts";
import { placeOrder } from "./place-order";
import { resetPracticeAccount } from "./reset-practice-account";
import { transferFunds } from "./transfer-funds";
import { updatePosition } from "./update-position";

const tags = ["trading"];
/** Orders and closes hit the market feed: generous for a person, a wall for a script. */
const rateLimit = { max: 120, timeWindow: "1 minute" };

/** Trading accounts, orders and positions (issue 12, DESIGN.md section 8). */
export const tradingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { market } = app;
  const active = { access: "active", rateLimit } as const;

  app.get(
    "/api/v1/trading/accounts",
    { config: active, schema: { tags, response: { 200: tradingAccountsOutput } } },
    (request) => listTradingAccounts(app.db, market, actorOf(request)),
  );
  app.post(
    "/api/v1/trading/accounts/:id/reset",
    { config: active, schema: { tags, params: tradingAccountParams, response: { 200: tradingAccount } } },
    (request, reply) =>
      runIdempotent(app.db, request, reply, 200, (db) =>
        resetPracticeAccount(db, market, actorOf(request), request.params.id),
      ),
  );
  app.post(
    "/api/v1/trading/accounts/:id/transfers",
    {
      config: active,
      schema: { tags, params: tradingAccountParams, body: transferInput, response: { 200: tradingAccount } },
    },
    (request, reply) =>
      runIdempotent(app.db, request, reply, 200, (db) =>
        transferFunds(db, market, actorOf(request), request.params.id, request.body),
      ),
  );
  app.post(
    "/api/v1/orders",
    { config: active, schema: { tags, body: orderInput, response: { 201: orderOutput } } },
    (request, reply) =>
      runIdempotent(app.db, request, reply, 201, (db) =>
        placeOrder(db, market, actorOf(request), request.body),
      ),
  );
  app.get(
    "/api/v1/positions",
    { config: active, schema: { tags, querystring: positionsQuery, response: { 200: positionsOutput } } },
    (request) => listPositions(app.db, market, actorOf(request), request.query),
  );
  app.post(
    "/api/v1/positions/:id/close",
    {
      config: active,
      schema: {
        tags,
        params: positionParams,
        body: closePositionInput,
        response: { 200: closePositionOutput },
      },
    },
    (request, reply) =>
      runIdempotent(app.db, request, reply, 200, (db) =>
        closePosition(db, market, actorOf(request), request.params.id, request.body),
      ),
  );
  app.patch(
    "/api/v1/positions/:id",
    {
      config: active,
      schema: { tags, params: positionParams, body: updatePositionInput, response: { 200: position } },
    },
    (request) => updatePosition(app.db, market, actorOf(request), request.params.id, request.body),
  );
  app.get(
    "/api/v1/admin/trading/exposure",
    { config: { access: "admin" }, schema: { tags: ["admin"], response: { 200: exposureOutput } } },
    (request) => getExposure(app.db, market, actorOf(request)),
  );
};
