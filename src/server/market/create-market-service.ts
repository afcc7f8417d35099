import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import { ExchangeProvider } from "./exchange-provider";
import { MarketService } from "./market-service";
import { SimulatedProvider } from "./simulated-provider";

/**
 * The app's one market service (app.market): the exchange feed at MARKET_FEED_URL where it lists a
 * symbol, the simulated feed elsewhere. With the price loop on, a quote is reused for half a poll
 * at most, so orders and the loop see the same fresh prices.
 */
export function createMarketService(config: Config, log: FastifyBaseLogger): MarketService {
  const { marketFeedUrl, marketFeedTimeoutMs, marketStaleMs, marketPollMs } = config;
  return new MarketService({
    live: marketFeedUrl ? new ExchangeProvider(marketFeedUrl, marketFeedTimeoutMs) : undefined,
    fallback: new SimulatedProvider(),
    staleMs: marketStaleMs,
    ...(marketPollMs > 0 ? { quotesTtlMs: Math.max(1, Math.floor(marketPollMs / 2)) } : {}),
    log,
  });
}
