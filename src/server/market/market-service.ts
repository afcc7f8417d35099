import type { FastifyBaseLogger } from "fastify";
import { candlesWithQuote } from "../../shared/candles";
import {
  type Candle,
  type CandleInterval,
  type CandlesOutput,
  type MarketSymbol,
  marketSymbols,
  type Quote,
  type QuotesOutput,
} from "../../shared/schemas/market";
import type { PriceBand } from "./check-quote";
import { LastGoodQuotes, type MissedQuote } from "./last-good-quotes";
import type { MarketProvider, ProviderQuote } from "./provider";

export interface MarketServiceOptions {
  /** The live feed, the only source of the symbols it lists; none: simulation only. */
  live?: MarketProvider | undefined;
  /** The simulated provider: symbols the feed does not list (labelled), and candles when the feed fails. */
  fallback: MarketProvider;
  now?: () => number;
  log?: Pick<FastifyBaseLogger, "warn" | "info">;
  /** How long a fetched quote list is reused; default min(15 s, staleMs / 2), so a served quote is fresh while the feed answers. */
  quotesTtlMs?: number;
  /** A quote read longer ago than this is flagged `stale` (MARKET_STALE_MS, default 10 s). */
  staleMs?: number;
  candlesTtlMs?: number;
  /** After a failed quote read, how long before the feed is asked again (default 1 s: recovery is seen at once). */
  retryAfterMs?: number;
  /** After a failed candle read, how long charts are drawn from the simulation (default 60 s). */
  candlesRetryAfterMs?: number;
  /** MARKET_PRICE_BAND_PERCENT (default 20) within a minute of the last good quote. */
  priceBand?: PriceBand;
}

interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

/** A quote as read, before its age is judged at the moment it is served. */
type ReadQuote = Omit<Quote, "time" | "stale" | "ageMs"> & { readAt: number; fresh: boolean };

/**
 * Market data for our endpoints and the engine, cached server-side so visitors never hit the feed
 * directly. Symbols the feed lists come from the feed only (issue 29): each keeps its last good
 * quote, served `stale` with its age while the feed fails or sends quotes the price rule refuses,
 * never replaced by a simulated price. Other symbols come from the simulated provider, labelled.
 */
export class MarketService {
  private readonly cache = new Map<string, Entry<unknown>>();
  private readonly book: LastGoodQuotes;
  private quotesRetryAt = 0;
  private candlesDownUntil = 0;
  /** Feed reads that failed as a whole (network, HTTP status, unreadable body). */
  feedFailures = 0;
  private feedDown = false;
  private readonly complaints = new Map<MarketSymbol, MissedQuote>();
  private readonly now: () => number;

  constructor(private readonly options: MarketServiceOptions) {
    this.now = options.now ?? Date.now;
    this.book = new LastGoodQuotes(options.priceBand ?? { percent: 20, windowMs: 60_000 });
  }

  /** Quotes of the feed not taken, by reason (a rejected quote, or a symbol missing from an answer). */
  get missedQuotes(): Readonly<Record<MissedQuote, number>> {
    return this.book.missed;
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

  /**
   * Quotes for `symbols`: bid, ask and last price from the live feed where it lists the symbol (its
   * last good quote; none before the first), the simulated feed (labelled) elsewhere. `time` is when
   * the quote was read and `ageMs` its age; `stale` is decided when it is served, so a kept quote
   * ages honestly, and a quote the feed no longer confirms is stale at once.
   */
  async quotes(symbols: readonly MarketSymbol[]): Promise<QuotesOutput> {
    const staleMs = this.options.staleMs ?? 10_000;
    const ttlMs = this.options.quotesTtlMs ?? Math.min(15_000, Math.floor(staleMs / 2));
    const loaded = await this.cached(`quotes:${symbols.join(",")}`, ttlMs, () => this.readQuotes(symbols));
    const now = this.now();
    const quotes: Quote[] = loaded.map(({ readAt, fresh, ...item }) => ({
      ...item,
      time: new Date(readAt).toISOString(),
      ageMs: Math.max(0, now - readAt),
      stale: !fresh || now - readAt > staleMs,
    }));
    return {
      simulated: quotes.some((item) => item.simulated),
      asOf: new Date(now).toISOString(),
      quotes,
    };
  }

  private async readQuotes(symbols: readonly MarketSymbol[]): Promise<ReadQuote[]> {
    const { live, fallback } = this.options;
    const listed = live ? symbols.filter((symbol) => live.supports(symbol)) : [];
    if (live && listed.length > 0) await this.refresh(live, listed);
    const others = symbols.filter((symbol) => !listed.includes(symbol));
    const simulated = others.length > 0 ? await fallback.quotes(others) : [];
    const readAt = this.now();
    return symbols.flatMap((symbol): ReadQuote[] => {
      const { label } = marketSymbols[symbol];
      if (live && listed.includes(symbol)) {
        const kept = this.book.get(symbol);
        if (!kept) return [];
        const { quote } = kept.checked;
        return [
          { ...quote, label, simulated: false, source: live.name, readAt: kept.readAt, fresh: kept.fresh },
        ];
      }
      const item = simulated.find((entry) => entry.symbol === symbol);
      if (!item) throw new Error(`no quote for ${symbol}`);
      return [{ ...item, label, simulated: true, source: fallback.name, readAt, fresh: true }];
    });
  }

  /** One read of the feed for `symbols`, each answer put through the price rule into the book. */
  private async refresh(live: MarketProvider, symbols: MarketSymbol[]): Promise<void> {
    if (this.now() < this.quotesRetryAt) return this.book.unanswered(symbols);
    let answer: ProviderQuote[];
    try {
      answer = await live.quotes(symbols);
    } catch (error) {
      this.feedFailures += 1;
      this.quotesRetryAt = this.now() + (this.options.retryAfterMs ?? 1000);
      this.book.unanswered(symbols);
      if (!this.feedDown)
        this.options.log?.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "market feed unavailable: serving the last good quotes, stale",
        );
      this.feedDown = true;
      return;
    }
    if (this.feedDown) this.options.log?.info("market feed answering again");
    this.feedDown = false;
    const now = this.now();
    for (const symbol of symbols) {
      const missed = this.book.take(
        symbol,
        answer.find((item) => item.symbol === symbol),
        now,
      );
      // One line per change of a symbol's trouble, not one per poll.
      if (missed && this.complaints.get(symbol) !== missed)
        this.options.log?.warn({ symbol, reason: missed }, "market feed quote not taken");
      if (missed) this.complaints.set(symbol, missed);
      else this.complaints.delete(symbol);
    }
  }

  /**
   * The chart's candles (GET /api/v1/market/candles): `candles`, the last one brought up to the
   * latest fresh exchange quote on every call, so a chart follows the quotes (issue 31 point 7).
   * Figures computed from candles (volatility) read `candles`, the feed's own.
   */
  async chartCandles(symbol: MarketSymbol, interval: CandleInterval, limit: number): Promise<CandlesOutput> {
    const output = await this.candles(symbol, interval, limit);
    const kept = output.simulated ? undefined : this.book.get(symbol);
    if (!kept?.fresh) return output;
    const { bid, ask } = kept.checked.quote;
    const quote = { bid, ask, time: new Date(kept.readAt).toISOString() };
    return { ...output, candles: candlesWithQuote(output.candles, interval, quote, limit) };
  }

  /** Candles of `symbol` as the feed (or the simulation) gives them, read at most once per candlesTtlMs. */
  candles(symbol: MarketSymbol, interval: CandleInterval, limit: number): Promise<CandlesOutput> {
    return this.cached(
      `candles:${symbol}:${interval}:${limit}`,
      this.options.candlesTtlMs ?? 60_000,
      async () => {
        const live = this.liveForCandles(symbol);
        let candles: Candle[] | undefined;
        if (live) candles = await this.tryCandles(() => live.candles(symbol, interval, limit));
        const provider = candles ? live! : this.options.fallback;
        candles ??= await this.options.fallback.candles(symbol, interval, limit);
        return { symbol, interval, simulated: provider.simulated, source: provider.name, candles };
      },
    );
  }

  private liveForCandles(symbol: MarketSymbol): MarketProvider | undefined {
    const { live } = this.options;
    if (!live || this.now() < this.candlesDownUntil || !live.supports(symbol)) return undefined;
    return live;
  }

  /** Charts may keep their own fallback (labelled simulated): a failure draws from the simulation for a while. */
  private async tryCandles(call: () => Promise<Candle[]>): Promise<Candle[] | undefined> {
    try {
      return await call();
    } catch (error) {
      this.candlesDownUntil = this.now() + (this.options.candlesRetryAfterMs ?? 60_000);
      this.options.log?.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "market feed unavailable for candles; drawing simulated candles",
      );
      return undefined;
    }
  }
}
