import { describe, expect, it } from "vitest";
import { previewOrder } from "./ticket-preview";

const btc = { symbol: "BTCUSD", lotStep: "0.00001" };
const quote = { bid: "43200.00", ask: "43210.50" };
const usdjpy = { instrument: { symbol: "USDJPY", lotStep: "0.01" }, quote: { bid: "150.10", ask: "150.12" } };
const ethusd = {
  instrument: { symbol: "ETHUSD", lotStep: "0.0001" },
  quote: { bid: "1999.00", ask: "2000.00" },
};

type Order = Parameters<typeof previewOrder>[0];

/** A BTCUSD buy by quantity at 1:1 on the quote above, with `order` saying what differs. */
function preview(order: Partial<Order> & Pick<Order, "text">) {
  return previewOrder({ instrument: btc, quote, side: "buy", sizeBy: "quantity", leverage: 1, ...order });
}

describe("the order ticket's preview (what the server will charge)", () => {
  it("converts an amount in USD at the ask, floors it to the lot step, and charges margin on that", () => {
    const result = preview({ sizeBy: "amount", text: "100", leverage: 2 });
    // 100 / 43210.50 = 0.0023142...: floored to 0.00231 (never rounded up).
    expect(result.quantity).toBe(231_000n);
    expect(result.price).toBe(4_321_050_000_000n);
    // 0.00231 x 43210.50 = 99.816255 -> $99.82; margin at 2:1 = $49.91.
    expect(result.notional).toBe(9982n);
    expect(result.margin).toBe(4991n);
  });

  it("floors a typed quantity and prices a sell at the bid", () => {
    const result = preview({ side: "sell", text: "0.012345" });
    expect(result.quantity).toBe(1_234_000n);
    // 0.01234 x 43200 = 533.088 -> $533.09.
    expect(result.notional).toBe(53_309n);
    expect(result.margin).toBe(53_309n);
  });

  it("rounds the margin up to the cent", () => {
    const result = preview({ ...usdjpy, sizeBy: "amount", text: "1000", leverage: 30 });
    // USD-base: $1,000 buys 1,000 units, worth $1,000 whatever the rate; 100000 / 30 = 3333.33 -> 3334.
    expect(result.quantity).toBe(100_000_000_000n);
    expect(result.notional).toBe(100_000n);
    expect(result.margin).toBe(3334n);
  });

  it("reads a decimal comma", () => {
    const result = preview({ ...ethusd, text: "0,5" });
    expect(result.quantity).toBe(50_000_000n);
    expect(result.notional).toBe(100_000n);
  });

  it("shows nothing to charge for an empty, invalid or sub-lot size, or without a quote", () => {
    for (const text of ["", "abc", "-1", "0.000001"]) {
      const result = preview({ text });
      expect(result.quantity, text).toBe(0n);
      expect(result.notional, text).toBe(0n);
      expect(result.margin, text).toBe(0n);
    }
    const noQuote = preview({ quote: undefined, sizeBy: "amount", text: "100" });
    expect(noQuote).toEqual({ price: null, quantity: 0n, notional: 0n, margin: 0n });
  });
});
