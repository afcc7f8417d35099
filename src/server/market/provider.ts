import type { Candle, CandleInterval, MarketSymbol } from "../../shared/schemas/market";

export interface ProviderQuote {
  symbol: MarketSymbol;
  price: number;
  change: number;
  changePercent: number;
  /** Best bid and ask, decimal strings (bid < ask). */
  bid: string;
  ask: string;
}

/** A source of market data. Providers throw when they cannot answer; the service falls back. */
export interface MarketProvider {
  /** Short name reported as `source` (e.g. "binance", "simulated"). */
  readonly name: string;
  /** Whether the figures are simulated (labelled as such in every response). */
  readonly simulated: boolean;
  /** Symbols this provider can serve; others go to the fallback. */
  supports(symbol: MarketSymbol): boolean;
  quotes(symbols: readonly MarketSymbol[]): Promise<ProviderQuote[]>;
  candles(symbol: MarketSymbol, interval: CandleInterval, limit: number): Promise<Candle[]>;
}

export const intervalSeconds: Record<CandleInterval, number> = {
  "1m": 60,
  "5m": 300,
  "15m": 900,
  "1h": 3600,
  "4h": 14_400,
  "1d": 86_400,
};
