import type { z } from "zod";
import type { CandlesOutput, candlesQuery } from "../../shared/schemas/market";
import type { MarketService } from "./market-service";

export function getCandles(
  market: MarketService,
  input: z.output<typeof candlesQuery>,
): Promise<CandlesOutput> {
  return market.chartCandles(input.symbol, input.interval, input.limit);
}
