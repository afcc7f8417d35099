import { marketStatsOutput } from "../schemas/market-stats";
import {
  favouriteTradersOutput,
  myTraderInput,
  myTraderOutput,
  traderDetail,
  traderParams,
  tradersOutput,
  tradersQuery,
} from "../schemas/traders";
import { endpointsOf } from "./endpoint";

/** The query-key family of the public trader figures (refreshed after every copy action). */
export const tradersTag = "traders";

const traders = endpointsOf(tradersTag, "public");
const myTrader = endpointsOf("me", "active", { output: myTraderOutput });

export const listTraders = traders.get(
  "/api/v1/traders",
  "List the traders with their public figures: searched by display name, sorted by a figure (default risk-adjusted return)",
  { query: tradersQuery, output: tradersOutput },
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
export const getMyTrader = myTrader.get("/api/v1/me/trader", "Get the signed-in trader's own settings");

export const updateMyTrader = myTrader.patch(
  "/api/v1/me/trader",
  "Change the signed-in trader's own settings",
  { body: myTraderInput },
);

/**
 * Issue 31: traders the signed-in user watches without copying (favourites), their own list only;
 * watching or not watching one trader answers the list.
 */
const favourites = endpointsOf("favourite-traders", "user", { output: favouriteTradersOutput });
const favourite = endpointsOf("favourite-traders", "user", {
  params: traderParams,
  output: favouriteTradersOutput,
});

export const listFavouriteTraders = favourites.get(
  "/api/v1/me/favourite-traders",
  "List the ids of the traders the signed-in user watches",
);

export const addFavouriteTrader = favourite.post(
  "/api/v1/traders/:id/favourite",
  "Watch a trader (add to favourites)",
);

export const removeFavouriteTrader = favourite.delete(
  "/api/v1/traders/:id/favourite",
  "Stop watching a trader (remove from favourites)",
);
