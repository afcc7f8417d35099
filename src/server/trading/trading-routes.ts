import type { FastifyPluginAsync } from "fastify";
import {
  closePosition,
  getTradingExposure,
  listPositions,
  listTradingAccounts,
  placeOrder,
  resetPracticeAccount,
  transferFunds,
  updatePosition,
} from "../../shared/contract/trading";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { runIdempotent } from "../idempotency/run-idempotent";
import { closePosition as closeOwnPosition } from "./close-position";
import { getExposure } from "./get-exposure";
import { listPositions as listOwnPositions } from "./list-positions";
import { listTradingAccounts as listOwnAccounts } from "./list-trading-accounts";
import { placeOrder as fillOrder } from "./place-order";
import { resetPracticeAccount as resetPractice } from "./reset-practice-account";
import { transferFunds as moveFunds } from "./transfer-funds";
import { updatePosition as setLevels } from "./update-position";

/** Orders and closes hit the market feed: generous for a person, a wall for a script. */
const limited = { rateLimit: { max: 120, timeWindow: "1 minute" } };

/** Trading accounts, orders and positions (issue 12, DESIGN.md section 8). */
export const tradingRoutes: FastifyPluginAsync = async (app) => {
  const { market } = app;

  implementEndpoint(
    app,
    listTradingAccounts,
    (request) => listOwnAccounts(app.db, market, actorOf(request)),
    limited,
  );
  implementEndpoint(
    app,
    resetPracticeAccount,
    (request, reply) =>
      runIdempotent(app.db, request, reply, resetPracticeAccount.status, (db) =>
        resetPractice(db, market, actorOf(request), request.params.id),
      ),
    limited,
  );
  implementEndpoint(
    app,
    transferFunds,
    (request, reply) =>
      runIdempotent(app.db, request, reply, transferFunds.status, (db) =>
        moveFunds(db, market, actorOf(request), request.params.id, request.body),
      ),
    limited,
  );
  implementEndpoint(
    app,
    placeOrder,
    (request, reply) =>
      runIdempotent(app.db, request, reply, placeOrder.status, (db) =>
        fillOrder(db, market, actorOf(request), request.body),
      ),
    limited,
  );
  implementEndpoint(
    app,
    listPositions,
    (request) => listOwnPositions(app.db, market, actorOf(request), request.query),
    limited,
  );
  implementEndpoint(
    app,
    closePosition,
    (request, reply) =>
      runIdempotent(app.db, request, reply, closePosition.status, (db) =>
        closeOwnPosition(db, market, actorOf(request), request.params.id, request.body),
      ),
    limited,
  );
  implementEndpoint(
    app,
    updatePosition,
    (request) => setLevels(app.db, market, actorOf(request), request.params.id, request.body),
    limited,
  );
  implementEndpoint(app, getTradingExposure, (request) => getExposure(app.db, market, actorOf(request)));
};
