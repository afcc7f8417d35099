import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import { ExchangeProvider } from "./exchange-provider";
import { MarketService } from "./market-service";
import { SimulatedProvider } from "./simulated-provider";

/**
 * The app's one market service (app.market): the exchange feed at MARKET_FEED_URL for what it lists
 * (last good quotes, never simulated), the simulated feed elsewhere. With the price loop on, a quote is reused for half a poll
 * at most, so orders and the loop see the same fresh prices.
 */
export function createMarketService(config: Config, log: FastifyBaseLogger): MarketService {
  const { marketFeedUrl, marketFeedTimeoutMs, marketStaleMs, marketPollMs, marketPriceBandPercent } = config;
  return new MarketService({
    live: marketFeedUrl ? new ExchangeProvider(marketFeedUrl, marketFeedTimeoutMs) : undefined,
    fallback: new SimulatedProvider(),
    staleMs: marketStaleMs,
    priceBand: { percent: marketPriceBandPercent, windowMs: 60_000 },
    ...(marketPollMs > 0 ? { quotesTtlMs: Math.max(1, Math.floor(marketPollMs / 2)) } : {}),
    log,
  });
}
