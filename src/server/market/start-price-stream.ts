import type { FastifyInstance } from "fastify";
import { evaluateQuotes } from "../trading/evaluate-quotes";
import { startPriceLoop } from "./price-loop";
import { createQuoteHub, type QuoteHub } from "./quote-hub";
import { symbolsToPoll } from "./symbols-to-poll";

/**
 * Issue 12: the price loop, started with the app when MARKET_POLL_MS > 0. Every poll each instance
 * announces what its stream clients watch; the instance holding the lease reads those quotes
 * (fresh each round: no cache beyond one poll) and publishes them on the live stream of every
 * instance. Stopped before the database closes, releasing the lease.
 */
export async function startPriceStream(app: FastifyInstance): Promise<QuoteHub | undefined> {
  const { marketPollMs: pollMs } = app.config;
  if (pollMs <= 0) return undefined;
  const onError = (error: unknown) => app.log.warn({ err: error }, "price loop");
  const leaseMs = Math.max(3000, pollMs * 3);
  const hub = await createQuoteHub(app.database, leaseMs, onError);
  const { market } = app;
  const loop = startPriceLoop({
    db: app.db,
    market,
    symbols: () => symbolsToPoll(hub, app.db),
    publish: (quotes) => void hub.publish(quotes).catch(onError),
    evaluate: (quotes) => evaluateQuotes(app.db, quotes, market),
    pollMs,
    leaseMs,
    onError,
  });
  const announcer = setInterval(() => void hub.announce().catch(onError), pollMs);
  announcer.unref();
  app.addHook("preClose", async () => {
    clearInterval(announcer);
    await loop.close();
    await hub.close();
  });
  return hub;
}
