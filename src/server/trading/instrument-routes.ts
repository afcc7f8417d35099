import type { FastifyPluginAsync } from "fastify";
import { listAdminInstruments, listInstruments, updateInstrument } from "../../shared/contract/instruments";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { listedOnExchange } from "../market/exchange-provider";
import { listAdminInstruments as listAll } from "./list-admin-instruments";
import { listInstruments as listEnabled } from "./list-instruments";
import type { IsSimulated } from "./to-instrument";
import { updateInstrument as changeInstrument } from "./update-instrument";

/** Instruments (issue 12): the public list and the admin's enable/disable and leverage caps. */
export const instrumentRoutes: FastifyPluginAsync = async (app) => {
  const feed = app.config.marketFeedUrl;
  const isSimulated: IsSimulated = (symbol) => !feed || !listedOnExchange(symbol);

  implementEndpoint(app, listInstruments, () => listEnabled(app.db, isSimulated), {
    rateLimit: { max: 120, timeWindow: "1 minute" },
  });
  implementEndpoint(app, listAdminInstruments, (request) => listAll(app.db, actorOf(request), isSimulated));
  implementEndpoint(app, updateInstrument, (request) =>
    changeInstrument(app.db, actorOf(request), request.params, request.body, isSimulated),
  );
};
