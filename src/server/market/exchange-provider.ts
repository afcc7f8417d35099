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
const tickerRow = z.object({
  symbol: z.string(),
  lastPrice: numeric,
  priceChange: numeric,
  priceChangePercent: numeric,
});
/** A price as the exchange writes it ("65000.01000000"): trailing zeros dropped; checked later by the price rule. */
const decimalText = z
  .string()
  .max(40)
  .transform((value) => (/^\d+\.\d*$/.test(value) ? value.replace(/0+$/, "").replace(/\.$/, "") : value));
const bookRow = z.object({ symbol: z.string(), bidPrice: decimalText, askPrice: decimalText });
/** An answer is a list; a row that cannot be read is left out (its symbol is then missing from the round). */
const rowsOf = <T>(body: unknown, row: z.ZodType<T>): T[] =>
  z
    .array(z.unknown())
    .parse(body)
    .flatMap((item) => {
      const parsed = row.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
const klinesResponse = z.array(z.tuple([z.number(), numeric, numeric, numeric, numeric]).rest(z.unknown()));

/**
 * A public exchange feed with the Binance REST API shape (`/api/v3/ticker/24hr` for the last price
 * and daily change, `/api/v3/ticker/bookTicker` for bid and ask, `/api/v3/klines`),
 * at a configurable base URL. Every call has a short timeout; a failed call or an answer that is not a
 * list throws, and a row it cannot read is left out.
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
      this.get("api/v3/ticker/24hr", query).then((body) => rowsOf(body, tickerRow)),
      this.get("api/v3/ticker/bookTicker", query).then((body) => rowsOf(body, bookRow)),
    ]);
    // Bid and ask are passed on as written: the market service checks them with the price rule.
    return wanted.flatMap(({ symbol, pair }) => {
      const row = tickers.find((item) => item.symbol === pair);
      const book = books.find((item) => item.symbol === pair);
      if (!row || !book) return [];
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
