import type { FastifyPluginAsync } from "fastify";
import * as contract from "../../shared/contract/trading";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { implementIdempotent } from "../idempotency/implement-idempotent";
import { feedRateLimit as limited } from "../market/cached-endpoint";
import { requireLevelForOwned } from "../verification/live-money-guards";
import { closePosition } from "./close-position";
import { getExposure } from "./get-exposure";
import { listClosingFills } from "./list-closing-fills";
import { listPositions } from "./list-positions";
import { listTradingAccounts } from "./list-trading-accounts";
import { placeOrder } from "./place-order";
import { resetPracticeAccount } from "./reset-practice-account";
import { transferFunds } from "./transfer-funds";
import { updatePosition } from "./update-position";

/** Trading accounts, orders and positions (issue 12, docs/design.md, Copy trading). */
export const tradingRoutes: FastifyPluginAsync = async (app) => {
  const { market } = app;

  implementEndpoint(
    app,
    contract.listTradingAccounts,
    (request) => listTradingAccounts(app.db, market, actorOf(request)),
    limited,
  );
  implementIdempotent(
    app,
    contract.resetPracticeAccount,
    (db, request) => resetPracticeAccount(db, market, actorOf(request), request.params.id),
    limited,
  );
  implementIdempotent(
    app,
    contract.transferFunds,
    (db, request) => transferFunds(db, market, actorOf(request), request.params.id, request.body),
    limited,
  );
  implementIdempotent(
    app,
    contract.placeOrder,
    async (db, request) => {
      await requireLevelForOwned(db, app.config, actorOf(request), "account", request.body.accountId);
      return placeOrder(db, market, actorOf(request), request.body);
    },
    limited,
  );
  implementEndpoint(
    app,
    contract.listPositions,
    (request) => listPositions(app.db, market, actorOf(request), request.query),
    limited,
  );
  implementEndpoint(
    app,
    contract.listClosingFills,
    (request) => listClosingFills(app.db, actorOf(request), request.query),
    limited,
  );
  implementIdempotent(
    app,
    contract.closePosition,
    (db, request) => closePosition(db, market, actorOf(request), request.params.id, request.body),
    limited,
  );
  implementEndpoint(
    app,
    contract.updatePosition,
    (request) => updatePosition(app.db, market, actorOf(request), request.params.id, request.body),
    limited,
  );
  implementEndpoint(app, contract.getTradingExposure, (request) =>
    getExposure(app.db, market, actorOf(request)),
  );
};
