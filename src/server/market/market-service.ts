import type { FastifyBaseLogger } from "fastify";
import {
  type Candle,
  type CandleInterval,
  type CandlesOutput,
  type MarketSymbol,
  marketSymbols,
  type Quote,
  type QuotesOutput,
} from "../../shared/schemas/market";
import type { MarketProvider } from "./provider";

export interface MarketServiceOptions {
  /** The live feed, tried first for the symbols it supports; none: simulation only. */
  live?: MarketProvider | undefined;
  /** Always-available fallback (the simulated provider). */
  fallback: MarketProvider;
  now?: () => number;
  log?: Pick<FastifyBaseLogger, "warn">;
  /** How long a fetched quote list is reused; default min(15 s, staleMs / 2), so a served quote is fresh while the feed answers. */
  quotesTtlMs?: number;
  /** A quote read longer ago than this is flagged `stale` (MARKET_STALE_MS, default 10 s). */
  staleMs?: number;
  candlesTtlMs?: number;
  /** After a live-feed failure, how long to go straight to the fallback. */
  retryAfterMs?: number;
}

interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

/**
 * Market data for our endpoints: the live feed when it answers, cached server-side so visitors
 * never hit it directly, and the simulated provider (labelled) when it does not. A failure opens
 * a short circuit so later requests do not each wait for a timeout.
 */
export class MarketService {
  private readonly cache = new Map<string, Entry<unknown>>();
  private liveDownUntil = 0;
  private readonly now: () => number;

  constructor(private readonly options: MarketServiceOptions) {
    this.now = options.now ?? Date.now;
  }

  private cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key) as Entry<T> | undefined;
    if (hit && hit.expires > this.now()) return hit.value;
    const value = load();
    this.cache.set(key, { expires: this.now() + ttlMs, value });
    // A failed load is never served from the cache.
    value.catch(() => this.cache.delete(key));
    if (this.cache.size > 200) {
      for (const [entryKey, entry] of this.cache)
        if (entry.expires <= this.now()) this.cache.delete(entryKey);
    }
    return value;
  }

  /** Drops every cached figure, so the next read goes to the feeds (tests that move the stub's prices). */
  forget(): void {
    this.cache.clear();
  }

  private liveFor(symbol: MarketSymbol): MarketProvider | undefined {
    const { live } = this.options;
    if (!live || this.now() < this.liveDownUntil || !live.supports(symbol)) return undefined;
    return live;
  }

  private async tryLive<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call();
    } catch (error) {
      this.liveDownUntil = this.now() + (this.options.retryAfterMs ?? 60_000);
      this.options.log?.warn(
        { err: error instanceof Error ? error.message : String(error) },
        `market feed unavailable for ${what}; serving simulated data`,
      );
      return undefined;
    }
  }

  /**
   * Quotes for `symbols`: bid, ask and last price from the live feed where it lists the symbol,
   * the simulated feed (labelled) elsewhere. `time` is when the quote was read; `stale` is decided
   * when it is served, so a quote kept in the cache (or, later, by the price loop) ages honestly.
   */
  async quotes(symbols: readonly MarketSymbol[]): Promise<QuotesOutput> {
    const staleMs = this.options.staleMs ?? 10_000;
    const ttlMs = this.options.quotesTtlMs ?? Math.min(15_000, Math.floor(staleMs / 2));
    const loaded = await this.cached(`quotes:${symbols.join(",")}`, ttlMs, async () => {
      const liveSymbols = symbols.filter((symbol) => this.liveFor(symbol));
      const live = this.options.live;
      const liveQuotes =
        live && liveSymbols.length > 0
          ? await this.tryLive("quotes", () => live.quotes(liveSymbols))
          : undefined;
      const rest = symbols.filter((symbol) => !liveQuotes?.some((item) => item.symbol === symbol));
      const simulated = rest.length > 0 ? await this.options.fallback.quotes(rest) : [];
      const readAt = this.now();
      return symbols.map((symbol) => {
        const fromLive = liveQuotes?.find((item) => item.symbol === symbol);
        const item = fromLive ?? simulated.find((entry) => entry.symbol === symbol);
        if (!item) throw new Error(`no quote for ${symbol}`);
        const source = fromLive && live ? live.name : this.options.fallback.name;
        return { ...item, label: marketSymbols[symbol].label, simulated: !fromLive, source, readAt };
      });
    });
    const now = this.now();
    const quotes: Quote[] = loaded.map(({ readAt, ...item }) => ({
      ...item,
      time: new Date(readAt).toISOString(),
      stale: now - readAt > staleMs,
    }));
    return {
      simulated: quotes.some((item) => item.simulated),
      asOf: new Date(now).toISOString(),
      quotes,
    };
  }

  candles(symbol: MarketSymbol, interval: CandleInterval, limit: number): Promise<CandlesOutput> {
    return this.cached(
      `candles:${symbol}:${interval}:${limit}`,
      this.options.candlesTtlMs ?? 60_000,
      async () => {
        const live = this.liveFor(symbol);
        let candles: Candle[] | undefined;
        if (live) candles = await this.tryLive("candles", () => live.candles(symbol, interval, limit));
        const provider = candles ? live! : this.options.fallback;
        candles ??= await this.options.fallback.candles(symbol, interval, limit);
        return { symbol, interval, simulated: provider.simulated, source: provider.name, candles };
      },
    );
  }
}
