import { describe, expect, it } from "vitest";
import { previewOrder } from "./ticket-preview";

const btc = { symbol: "BTCUSD", lotStep: "0.00001" };
const quote = { bid: "43200.00", ask: "43210.50" };

describe("the order ticket's preview (what the server will charge)", () => {
  it("converts an amount in USD at the ask, floors it to the lot step, and charges margin on that", () => {
    const preview = previewOrder({
      instrument: btc,
      quote,
      side: "buy",
      sizeBy: "amount",
      text: "100",
      leverage: 2,
    });
    // 100 / 43210.50 = 0.0023142...: floored to 0.00231 (never rounded up).
    expect(preview.quantity).toBe(231_000n);
    expect(preview.price).toBe(4_321_050_000_000n);
    // 0.00231 x 43210.50 = 99.816255 -> $99.82; margin at 2:1 = $49.91.
    expect(preview.notional).toBe(9982n);
    expect(preview.margin).toBe(4991n);
  });

  it("floors a typed quantity and prices a sell at the bid", () => {
    const preview = previewOrder({
      instrument: btc,
      quote,
      side: "sell",
      sizeBy: "quantity",
      text: "0.012345",
      leverage: 1,
    });
    expect(preview.quantity).toBe(1_234_000n);
    // 0.01234 x 43200 = 533.088 -> $533.09.
    expect(preview.notional).toBe(53_309n);
    expect(preview.margin).toBe(53_309n);
  });

  it("rounds the margin up to the cent", () => {
    const preview = previewOrder({
      instrument: { symbol: "USDJPY", lotStep: "0.01" },
      quote: { bid: "150.10", ask: "150.12" },
      side: "buy",
      sizeBy: "amount",
      text: "1000",
      leverage: 30,
    });
    // USD-base: $1,000 buys 1,000 units, worth $1,000 whatever the rate; 100000 / 30 = 3333.33 -> 3334.
    expect(preview.quantity).toBe(100_000_000_000n);
    expect(preview.notional).toBe(100_000n);
    expect(preview.margin).toBe(3334n);
  });

  it("reads a decimal comma", () => {
    const preview = previewOrder({
      instrument: { symbol: "ETHUSD", lotStep: "0.0001" },
      quote: { bid: "1999.00", ask: "2000.00" },
      side: "buy",
      sizeBy: "quantity",
      text: "0,5",
      leverage: 1,
    });
    expect(preview.quantity).toBe(50_000_000n);
    expect(preview.notional).toBe(100_000n);
  });

  it("shows nothing to charge for an empty, invalid or sub-lot size, or without a quote", () => {
    for (const text of ["", "abc", "-1", "0.000001"]) {
      const preview = previewOrder({
        instrument: btc,
        quote,
        side: "buy",
        sizeBy: "quantity",
        text,
        leverage: 1,
      });
      expect(preview.quantity, text).toBe(0n);
      expect(preview.notional, text).toBe(0n);
      expect(preview.margin, text).toBe(0n);
    }
    const noQuote = previewOrder({
      instrument: btc,
      quote: undefined,
      side: "buy",
      sizeBy: "amount",
      text: "100",
      leverage: 1,
    });
    expect(noQuote).toEqual({ price: null, quantity: 0n, notional: 0n, margin: 0n });
  });
});
