import { marketStatsOutput } from "../schemas/market-stats";
import { myTraderInput, myTraderOutput, traderDetail, traderParams, tradersOutput } from "../schemas/traders";
import { endpointsOf } from "./endpoint";

/** The query-key family of the public trader figures (refreshed after every copy action). */
export const tradersTag = "traders";

const traders = endpointsOf(tradersTag, "public");
const me = endpointsOf("me", "active");

export const listTraders = traders.get(
  "/api/v1/traders",
  "List the traders with their public figures, ranked by risk-adjusted return",
  { output: tradersOutput },
);

export const getTrader = traders.get(
  "/api/v1/traders/:id",
  "Get a trader's figures, NAV series, positions and monthly returns",
  { params: traderParams, output: traderDetail },
);

export const getMarketStats = traders.get(
  "/api/v1/market-stats",
  "Get the landing page's measured trading figures",
  { output: marketStatsOutput },
);

/** The signed-in trader's own settings: under "me", refreshed with the signed-in user. */
export const getMyTrader = me.get("/api/v1/me/trader", "Get the signed-in trader's own settings", {
  output: myTraderOutput,
});

export const updateMyTrader = me.patch("/api/v1/me/trader", "Change the signed-in trader's own settings", {
  body: myTraderInput,
  output: myTraderOutput,
});
