import type { Candle, CandleInterval } from "./schemas/market";

const intervalSeconds: Record<CandleInterval, number> = {
  "1m": 60,
  "5m": 300,
  "15m": 900,
  "1h": 3_600,
  "4h": 14_400,
  "1d": 86_400,
};

/**
 * Candles brought up to a quote (issue 31 point 7): the chart's last candle moves with the quote
 * stream instead of waiting for the next candles read. The price is the quote's mid; a quote inside
 * the last candle's period moves its close (and high or low), a quote past it opens the next candle
 * at the last close. A quote older than the last candle changes nothing. Keeps at most `limit`.
 */
export function candlesWithQuote(
  candles: readonly Candle[],
  interval: CandleInterval,
  quote: { bid: string; ask: string; time: string } | undefined,
  limit = candles.length,
): Candle[] {
  const last = candles[candles.length - 1];
  if (!quote || !last) return [...candles];
  const price = (Number(quote.bid) + Number(quote.ask)) / 2;
  const at = Math.floor(Date.parse(quote.time) / 1000);
  if (!Number.isFinite(price) || price <= 0 || !Number.isFinite(at) || at < last.time) return [...candles];
  const period = intervalSeconds[interval];
  if (at < last.time + period) {
    const moved = { ...last, close: price, high: Math.max(last.high, price), low: Math.min(last.low, price) };
    return [...candles.slice(0, -1), moved];
  }
  const start = at - (at % period);
  const next = {
    time: start,
    open: last.close,
    high: Math.max(last.close, price),
    low: Math.min(last.close, price),
    close: price,
  };
  return [...candles, next].slice(-Math.max(1, limit));
}
