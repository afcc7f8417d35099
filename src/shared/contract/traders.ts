import { marketStatsOutput } from "../schemas/market-stats";
import { myTraderInput, myTraderOutput, traderDetail, traderParams, tradersOutput } from "../schemas/traders";
import { defineEndpoint } from "./endpoint";

/** The query-key family of the public trader figures (refreshed after every copy action). */
export const tradersTag = "traders";

export const listTraders = defineEndpoint({
  method: "GET",
  path: "/api/v1/traders",
  access: "public",
  summary: "List the traders with their public figures, ranked by risk-adjusted return",
  tag: tradersTag,
  status: 200,
  output: tradersOutput,
  errors: [],
});

export const getTrader = defineEndpoint({
  method: "GET",
  path: "/api/v1/traders/:id",
  access: "public",
  summary: "Get a trader's figures, NAV series, positions and monthly returns",
  tag: tradersTag,
  params: traderParams,
  status: 200,
  output: traderDetail,
  errors: [],
});

export const getMarketStats = defineEndpoint({
  method: "GET",
  path: "/api/v1/market-stats",
  access: "public",
  summary: "Get the landing page's measured trading figures",
  tag: tradersTag,
  status: 200,
  output: marketStatsOutput,
  errors: [],
});

/** The signed-in trader's own settings: under "me", refreshed with the signed-in user. */
export const getMyTrader = defineEndpoint({
  method: "GET",
  path: "/api/v1/me/trader",
  access: "active",
  summary: "Get the signed-in trader's own settings",
  tag: "me",
  status: 200,
  output: myTraderOutput,
  errors: [],
});

export const updateMyTrader = defineEndpoint({
  method: "PATCH",
  path: "/api/v1/me/trader",
  access: "active",
  summary: "Change the signed-in trader's own settings",
  tag: "me",
  body: myTraderInput,
  status: 200,
  output: myTraderOutput,
  errors: [],
});
