import type { Candle, CandleInterval, MarketSymbol } from "../../shared/schemas/market";
import { marketSymbols } from "../../shared/schemas/market";
import { intervalSeconds, type MarketProvider, type ProviderQuote } from "./provider";

/** Level and daily swing of each simulated instrument (rough real-world magnitudes). */
const profiles: Record<MarketSymbol, { base: number; swing: number; seed: number }> = {
  SPX: { base: 5200, swing: 0.004, seed: 11 },
  NDX: { base: 18_300, swing: 0.006, seed: 23 },
  EURUSD: { base: 1.085, swing: 0.002, seed: 37 },
  BTCUSD: { base: 64_000, swing: 0.012, seed: 41 },
  ETHUSD: { base: 3100, swing: 0.015, seed: 53 },
  BTCUSDT: { base: 64_000, swing: 0.012, seed: 41 },
  SOLUSD: { base: 150, swing: 0.02, seed: 59 },
  GBPUSD: { base: 1.27, swing: 0.002, seed: 61 },
  USDJPY: { base: 151.5, swing: 0.002, seed: 67 },
  XAUUSD: { base: 2350, swing: 0.004, seed: 71 },
};

/** A deterministic pseudo-random number in [0, 1) for an integer key (hash, no state). */
function noise(seed: number, key: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(key | 0, 0xc2b2ae35);
  h ^= Math.floor(key / 4_294_967_296);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}

/**
 * The simulated price of a symbol at a UNIX second: a sum of slow waves plus small deterministic
 * jitter per minute. The same instant always gives the same price, so candles and quotes agree
 * across calls and processes.
 */
export function simulatedPrice(symbol: MarketSymbol, seconds: number): number {
  const { base, swing, seed } = profiles[symbol];
  const days = seconds / 86_400;
  const minute = Math.floor(seconds / 60);
  const wave =
    Math.sin(days * 0.9 + seed) * 6 +
    Math.sin(days * 4.1 + seed * 2) * 2.5 +
    Math.sin(days * 23 + seed * 3) * 1.2 +
    Math.sin(days * 140 + seed) * 0.5;
  const jitter = (noise(seed, minute) - 0.5) * 0.6;
  return base * (1 + swing * (wave + jitter));
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Offline market data: deterministic, always available, and always labelled simulated. */
export class SimulatedProvider implements MarketProvider {
  readonly name = "simulated";
  readonly simulated = true;

  constructor(private readonly now: () => number = Date.now) {}

  supports(): boolean {
    return true;
  }

  async quotes(symbols: readonly MarketSymbol[]): Promise<ProviderQuote[]> {
    const seconds = Math.floor(this.now() / 1000 / 60) * 60;
    return symbols.map((symbol) => {
      const decimals = marketSymbols[symbol].decimals;
      const price = simulatedPrice(symbol, seconds);
      const dayAgo = simulatedPrice(symbol, seconds - 86_400);
      // A spread of one basis point, at least one price step, around the price.
      const factor = 10 ** decimals;
      const half = Math.max(price * 0.00005, 0.5 / factor);
      const bid = Math.floor((price - half) * factor) / factor;
      const ask = Math.max(Math.ceil((price + half) * factor) / factor, bid + 1 / factor);
      return {
        symbol,
        bid: bid.toFixed(decimals),
        ask: ask.toFixed(decimals),
        price: round(price, decimals),
        change: round(price - dayAgo, decimals),
        changePercent: round(((price - dayAgo) / dayAgo) * 100, 2),
      };
    });
  }

  async candles(symbol: MarketSymbol, interval: CandleInterval, limit: number): Promise<Candle[]> {
    const step = intervalSeconds[interval];
    const decimals = marketSymbols[symbol].decimals;
    const { seed } = profiles[symbol];
    const current = Math.floor(this.now() / 1000 / step) * step;
    const candles: Candle[] = [];
    for (let index = limit - 1; index >= 0; index -= 1) {
      const time = current - index * step;
      const open = simulatedPrice(symbol, time);
      const close = simulatedPrice(symbol, time + step);
      // Extremes from a few samples inside the candle, widened a little by deterministic noise.
      let high = Math.max(open, close);
      let low = Math.min(open, close);
      for (let sample = 1; sample < 4; sample += 1) {
        const price = simulatedPrice(symbol, time + (step * sample) / 4);
        high = Math.max(high, price);
        low = Math.min(low, price);
      }
      const spread = Math.abs(close - open) + open * 0.0005;
      high += spread * noise(seed + 1, time) * 0.5;
      low -= spread * noise(seed + 2, time) * 0.5;
      candles.push({
        time,
        open: round(open, decimals),
        high: round(high, decimals),
        low: round(low, decimals),
        close: round(close, decimals),
      });
    }
    return candles;
  }
}
