import { randomUUID } from "node:crypto";
import type { MarketSymbol, QuotesOutput } from "../../shared/schemas/market";
import type { Runner } from "../db/client";
import { claimPollerLease, releasePollerLease } from "./claim-poller-lease";

export interface PriceLoopOptions {
  db: Runner;
  /** Reads the quotes (the market service, or anything with its `quotes`). */
  market: { quotes(symbols: readonly MarketSymbol[]): Promise<QuotesOutput> };
  /** The symbols to poll now (instruments with open positions or watchers). */
  symbols: () => readonly MarketSymbol[] | Promise<readonly MarketSymbol[]>;
  /** Where fresh quotes go (the live stream). */
  publish: (quotes: QuotesOutput) => void;
  /** Acts on each round (the trading engine: stop-losses, take-profits, close-outs), awaited before the next. */
  evaluate?: (quotes: QuotesOutput) => Promise<unknown>;
  /** MARKET_POLL_MS; 0: no timer (tests call tick()). */
  pollMs: number;
  /** How long a lease lasts without renewal; default 3 polls, at least 3 s. */
  leaseMs?: number;
  onError?: (error: unknown) => void;
}

export interface PriceLoop {
  readonly holder: string;
  /** One poll if this instance holds the lease; true when it polled. */
  tick(): Promise<boolean>;
  /** Stops the timer and releases the lease. */
  close(): Promise<void>;
}

/**
 * The price loop (issue 12): every `pollMs`, the one instance of a cluster holding the lease reads
 * the quotes and publishes them; the others only try to take the lease over. A thin scheduler over
 * claimPollerLease and the market service.
 */
export function startPriceLoop(options: PriceLoopOptions): PriceLoop {
  const holder = randomUUID();
  const leaseMs = options.leaseMs ?? Math.max(3000, options.pollMs * 3);
  let running = false;
  let closed = false;
  const tick = async (): Promise<boolean> => {
    if (running || closed) return false;
    running = true;
    try {
      if (!(await claimPollerLease(options.db, holder, leaseMs))) return false;
      const symbols = await options.symbols();
      if (symbols.length > 0) {
        const quotes = await options.market.quotes(symbols);
        options.publish(quotes);
        await options.evaluate?.(quotes);
      }
      return true;
    } catch (error) {
      options.onError?.(error);
      return false;
    } finally {
      running = false;
    }
  };
  const timer = options.pollMs > 0 ? setInterval(() => void tick(), options.pollMs) : undefined;
  timer?.unref();
  return {
    holder,
    tick,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await releasePollerLease(options.db, holder).catch((error) => options.onError?.(error));
    },
  };
}
