import type { FastifyPluginAsync } from "fastify";
import {
  addCopyFunds,
  createCopy,
  getCopy,
  listCopies,
  pauseCopy,
  removeCopyFunds,
  resumeCopy,
  stopCopy,
} from "../../shared/contract/copies";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { implementIdempotent } from "../idempotency/implement-idempotent";
import { feedRateLimit as limited } from "../market/cached-endpoint";
import { addCopyFunds as fundCopy } from "./add-copy-funds";
import { createCopy as startCopy } from "./create-copy";
import { getCopy as readCopy } from "./get-copy";
import { listCopies as readCopies } from "./list-copies";
import { pauseCopy as pause } from "./pause-copy";
import { removeCopyFunds as defundCopy } from "./remove-copy-funds";
import { resumeCopy as resume } from "./resume-copy";
import { stopCopy as stop } from "./stop-copy";

/** Investors' copies of traders (issue 13, DESIGN.md section 8). */
export const copyRoutes: FastifyPluginAsync = async (app) => {
  const { market, config } = app;

  implementIdempotent(
    app,
    createCopy,
    (db, request) => startCopy(db, market, config, actorOf(request), request.body),
    limited,
  );
  implementEndpoint(app, listCopies, (request) => readCopies(app.db, market, actorOf(request)), limited);
  implementEndpoint(
    app,
    getCopy,
    (request) => readCopy(app.db, market, actorOf(request), request.params.id),
    limited,
  );
  for (const [endpoint, run] of [
    [pauseCopy, pause],
    [resumeCopy, resume],
    [stopCopy, stop],
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
    addCopyFunds,
    (db, request) => fundCopy(db, market, actorOf(request), request.params.id, request.body),
    limited,
  );
  implementIdempotent(
    app,
    removeCopyFunds,
    (db, request) => defundCopy(db, market, actorOf(request), request.params.id, request.body),
    limited,
  );
};
