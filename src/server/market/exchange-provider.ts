import { z } from "zod";
import type { Candle, CandleInterval, MarketSymbol } from "../../shared/schemas/market";
import type { MarketProvider, ProviderQuote } from "./provider";

/** Our symbols as traded on the exchange (USDT pairs stand in for USD); indices are not on it. */
const exchangeSymbols: Partial<Record<MarketSymbol, string>> = {
  BTCUSD: "BTCUSDT",
  ETHUSD: "ETHUSDT",
  SOLUSD: "SOLUSDT",
  EURUSD: "EURUSDT",
  BTCUSDT: "BTCUSDT",
};

/** Whether the exchange lists a symbol of ours (others are always served by the simulated feed). */
export function listedOnExchange(symbol: string): boolean {
  return Object.hasOwn(exchangeSymbols, symbol);
}

const numeric = z.coerce.number().refine(Number.isFinite);
const tickerResponse = z.array(
  z.object({ symbol: z.string(), lastPrice: numeric, priceChange: numeric, priceChangePercent: numeric }),
);
/** A price as the exchange writes it ("65000.01000000"), kept exact: trailing zeros dropped. */
const decimalString = z
  .string()
  .regex(/^\d{1,15}(\.\d{1,12})?$/)
  .transform((value) => (value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value));
const bookTickerResponse = z.array(
  z.object({ symbol: z.string(), bidPrice: decimalString, askPrice: decimalString }),
);
const klinesResponse = z.array(z.tuple([z.number(), numeric, numeric, numeric, numeric]).rest(z.unknown()));

/**
 * A public exchange feed with the Binance REST API shape (`/api/v3/ticker/24hr` for the last price
 * and daily change, `/api/v3/ticker/bookTicker` for bid and ask, `/api/v3/klines`),
 * at a configurable base URL. Every call has a short timeout; any failure throws.
 */
export class ExchangeProvider implements MarketProvider {
  readonly name = "exchange";
  readonly simulated = false;

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  supports(symbol: MarketSymbol): boolean {
    return listedOnExchange(symbol);
  }

  private async get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, `${this.baseUrl}/`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const response = await this.fetchImpl(url, {
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`market feed answered ${response.status}`);
    return response.json();
  }

  async quotes(symbols: readonly MarketSymbol[]): Promise<ProviderQuote[]> {
    const wanted = symbols.map((symbol) => {
      const pair = exchangeSymbols[symbol];
      if (!pair) throw new Error(`${symbol} is not on the exchange`);
      return { symbol, pair };
    });
    const pairs = [...new Set(wanted.map((item) => item.pair))];
    const query = { symbols: JSON.stringify(pairs) };
    const [tickers, books] = await Promise.all([
      this.get("api/v3/ticker/24hr", query).then((body) => tickerResponse.parse(body)),
      this.get("api/v3/ticker/bookTicker", query).then((body) => bookTickerResponse.parse(body)),
    ]);
    return wanted.map(({ symbol, pair }) => {
      const row = tickers.find((item) => item.symbol === pair);
      const book = books.find((item) => item.symbol === pair);
      if (!row || !book) throw new Error(`market feed has no ${pair}`);
      if (!(Number(book.bidPrice) > 0 && Number(book.askPrice) >= Number(book.bidPrice))) {
        throw new Error(`market feed has a crossed or empty book for ${pair}`);
      }
      return {
        symbol,
        price: row.lastPrice,
        change: row.priceChange,
        changePercent: row.priceChangePercent,
        bid: book.bidPrice,
        ask: book.askPrice,
      };
    });
  }

  async candles(symbol: MarketSymbol, interval: CandleInterval, limit: number): Promise<Candle[]> {
    const pair = exchangeSymbols[symbol];
    if (!pair) throw new Error(`${symbol} is not on the exchange`);
    const rows = klinesResponse.parse(
      await this.get("api/v3/klines", { symbol: pair, interval, limit: String(limit) }),
    );
    return rows.map(([openTime, open, high, low, close]) => ({
      time: Math.floor(openTime / 1000),
      open,
      high,
      low,
      close,
    }));
  }
}
