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
import { implementIdempotent } from "../idempotency/implement-idempotent";
import { feedRateLimit as limited } from "../market/cached-endpoint";
import { closePosition as closeOwnPosition } from "./close-position";
import { getExposure } from "./get-exposure";
import { listPositions as listOwnPositions } from "./list-positions";
import { listTradingAccounts as listOwnAccounts } from "./list-trading-accounts";
import { placeOrder as fillOrder } from "./place-order";
import { resetPracticeAccount as resetPractice } from "./reset-practice-account";
import { transferFunds as moveFunds } from "./transfer-funds";
import { updatePosition as setLevels } from "./update-position";

/** Trading accounts, orders and positions (issue 12, DESIGN.md section 8). */
export const tradingRoutes: FastifyPluginAsync = async (app) => {
  const { market } = app;

  implementEndpoint(
    app,
    listTradingAccounts,
    (request) => listOwnAccounts(app.db, market, actorOf(request)),
    limited,
  );
  implementIdempotent(
    app,
    resetPracticeAccount,
    (db, request) => resetPractice(db, market, actorOf(request), request.params.id),
    limited,
  );
  implementIdempotent(
    app,
    transferFunds,
    (db, request) => moveFunds(db, market, actorOf(request), request.params.id, request.body),
    limited,
  );
  implementIdempotent(
    app,
    placeOrder,
    (db, request) => fillOrder(db, market, actorOf(request), request.body),
    limited,
  );
  implementEndpoint(
    app,
    listPositions,
    (request) => listOwnPositions(app.db, market, actorOf(request), request.query),
    limited,
  );
  implementIdempotent(
    app,
    closePosition,
    (db, request) => closeOwnPosition(db, market, actorOf(request), request.params.id, request.body),
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
