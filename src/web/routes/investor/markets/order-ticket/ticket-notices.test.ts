import { describe, expect, it } from "vitest";
import { cents } from "../../../../../shared/money";
import type { Quote } from "../../../../../shared/schemas/market";
import enMarkets from "../../../../i18n/en/markets";
import { formattersFor } from "../../../../i18n/formatters";
import type { TicketPreview } from "../ticket-preview";
import { ticketNotices } from "./ticket-notices";

const quote = { bid: "43200.00", ask: "43210.50", stale: false } as Quote;
const nothing: TicketPreview = { price: null, quantity: 0n, notional: cents(0n), margin: cents(0n) };
const order: TicketPreview = { price: 1n, quantity: 231_000n, notional: cents(9982n), margin: cents(4991n) };
const base = {
  t: enMarkets,
  fmt: formattersFor("en"),
  symbol: "BTCUSD",
  quote,
  live: false,
  simulated: false,
  preview: nothing,
  minimum: cents(1000n),
  freeMargin: cents(100_000n),
};

describe("the order ticket's notices", () => {
  it("says nothing for a fresh quote and an order within the limits", () => {
    expect(ticketNotices({ ...base, preview: order })).toEqual({ notices: [], overMargin: null });
  });

  it("waits for a quote, and refuses simulated prices on a live account before a stale quote", () => {
    expect(ticketNotices({ ...base, quote: undefined }).notices).toEqual(["Waiting for a quote..."]);
    expect(
      ticketNotices({ ...base, live: true, simulated: true, quote: { ...quote, stale: true } }).notices,
    ).toEqual(["Prices for BTCUSD are simulated: practice mode only."]);
    expect(ticketNotices({ ...base, quote: { ...quote, stale: true } }).notices).toEqual([
      "The quote is stale; wait for a fresh price.",
    ]);
  });

  it("names the minimum order value, and both amounts of a margin beyond the free margin", () => {
    const small = ticketNotices({ ...base, preview: order, minimum: cents(10_000n) });
    expect(small.notices).toEqual(["The order value must be at least $100.00."]);
    const over = ticketNotices({ ...base, preview: order, freeMargin: cents(-5n) });
    expect(over.overMargin).toBe("The margin ($49.91) is more than the free margin of the account ($0.00).");
    expect(over.notices).toEqual([over.overMargin]);
  });
});
