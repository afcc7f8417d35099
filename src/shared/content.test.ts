import { describe, expect, it } from "vitest";
import { faqs, figures, services, stats, testimonials, tickerSymbols } from "./content";

describe("landing content", () => {
  it("keeps the spec's figures and counts", () => {
    expect(figures).toMatchObject({ winRatePercent: 95, profitFactor: 1.85, averageTradeHours: 12 });
    expect(stats.map((stat) => stat.value)).toEqual(["95%", "1.85", "12h"]);
    expect(faqs).toHaveLength(8);
    expect(testimonials).toHaveLength(5);
    expect(services.map((service) => service.title)).toEqual([
      "Copy trading",
      "Financial advisory",
      "Forex trading",
      "Index trading",
      "ETF stocks",
      "CFDs",
    ]);
    expect(tickerSymbols).toEqual(["SPX", "NDX", "EURUSD", "BTCUSD", "ETHUSD"]);
  });
});
