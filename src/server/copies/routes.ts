import type { FastifyPluginAsync } from "fastify";
import * as contract from "../../shared/contract/copies";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { implementIdempotent } from "../idempotency/implement-idempotent";
import { feedRateLimit as limited } from "../market/cached-endpoint";
import { requireLevelForMode, requireLevelForOwned } from "../verification/live-money-guards";
import { addCopyFunds } from "./add-copy-funds";
import { createCopy } from "./create-copy";
import { editCopy } from "./edit-copy";
import { getCopy } from "./get-copy";
import { getCopyEquity } from "./get-copy-equity";
import { listCopies } from "./list-copies";
import { listCopyTrades } from "./list-copy-trades";
import { pauseCopy } from "./pause-copy";
import { removeCopyFunds } from "./remove-copy-funds";
import { resumeCopy } from "./resume-copy";
import { stopCopy } from "./stop-copy";

/** Investors' copies of traders (issue 13, docs/design.md, Copy trading). */
export const copyRoutes: FastifyPluginAsync = async (app) => {
  const { market, config } = app;

  implementIdempotent(
    app,
    contract.createCopy,
    async (db, request) => {
      await requireLevelForMode(db, config, actorOf(request), request.body.mode);
      return createCopy(db, market, config, actorOf(request), request.body);
    },
    limited,
  );
  implementEndpoint(
    app,
    contract.listCopies,
    (request) => listCopies(app.db, market, actorOf(request)),
    limited,
  );
  implementEndpoint(
    app,
    contract.getCopy,
    (request) => getCopy(app.db, market, actorOf(request), request.params.id),
    limited,
  );
  implementEndpoint(
    app,
    contract.editCopy,
    (request) => editCopy(app.db, market, actorOf(request), request.params.id, request.body),
    limited,
  );
  implementEndpoint(
    app,
    contract.listCopyTrades,
    (request) => listCopyTrades(app.db, market, actorOf(request), request.params.id),
    limited,
  );
  implementEndpoint(
    app,
    contract.getCopyEquity,
    (request) => getCopyEquity(app.db, market, actorOf(request), request.params.id),
    limited,
  );
  for (const [endpoint, run] of [
    [contract.pauseCopy, pauseCopy],
    [contract.resumeCopy, resumeCopy],
    [contract.stopCopy, stopCopy],
  ] as const) {
    implementIdempotent(
      app,
      endpoint,
      (db, request) => run(db, market, actorOf(request), request.params.id),
      limited,
    );
  }
  implementIdempotent(
    app,
    contract.addCopyFunds,
    async (db, request) => {
      await requireLevelForOwned(db, config, actorOf(request), "copy", request.params.id);
      return addCopyFunds(db, market, actorOf(request), request.params.id, request.body);
    },
    limited,
  );
  implementIdempotent(
    app,
    contract.removeCopyFunds,
    (db, request) => removeCopyFunds(db, market, actorOf(request), request.params.id, request.body),
    limited,
  );
};
