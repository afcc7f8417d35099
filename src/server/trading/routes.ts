import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminInstrument,
  adminInstrumentsOutput,
  instrumentParams,
  instrumentsOutput,
  instrumentUpdate,
} from "../../shared/schemas/instruments";
import { actorOf } from "../auth/session";
import { listedOnExchange } from "../market/exchange-provider";
import { listAdminInstruments } from "./list-admin-instruments";
import { listInstruments } from "./list-instruments";
import type { IsSimulated } from "./to-instrument";
import { updateInstrument } from "./update-instrument";

/** Instruments (issue 12): the public list and the admin's enable/disable and leverage caps. */
export const instrumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const feed = app.config.marketFeedUrl;
  const isSimulated: IsSimulated = (symbol) => !feed || !listedOnExchange(symbol);
  const admin = { access: "admin" } as const;

  app.get(
    "/api/v1/instruments",
    {
      config: { access: "public", rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: { tags: ["instruments"], response: { 200: instrumentsOutput } },
    },
    () => listInstruments(app.db, isSimulated),
  );
  app.get(
    "/api/v1/admin/instruments",
    { config: admin, schema: { tags: ["admin"], response: { 200: adminInstrumentsOutput } } },
    (request) => listAdminInstruments(app.db, actorOf(request), isSimulated),
  );
  app.patch(
    "/api/v1/admin/instruments/:symbol",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        params: instrumentParams,
        body: instrumentUpdate,
        response: { 200: adminInstrument },
      },
    },
    (request) => updateInstrument(app.db, actorOf(request), request.params, request.body, isSimulated),
  );
};
