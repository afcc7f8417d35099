import { describe, expect, it } from "vitest";
import enCopy from "../../../i18n/en/copy";
import { formattersFor } from "../../../i18n/formatters";
import { testEvent } from "../../../test/copy-samples";
import { eventText } from "./event-text";

const say = (event: Parameters<typeof testEvent>[0]) =>
  eventText(enCopy, formattersFor("en"), testEvent(event));

describe("a copy's log in words", () => {
  it("says what was copied beside what the trader did", () => {
    expect(
      say({
        kind: "mirrored",
        side: "buy",
        symbol: "BTCUSD",
        quantity: "0.008",
        price: "60010",
        traderQuantity: "0.04",
        traderPrice: "60010",
      }),
    ).toBe("Copied: buy 0.008 BTCUSD at 60,010.00 (trader: 0.04 at 60,010.00)");
  });

  it("gives a skip its reason, money its amount, and a close its signed P&L and why", () => {
    expect(say({ kind: "skipped", side: "sell", symbol: "ETHUSD", reason: "paused" })).toBe(
      "Not copied: sell ETHUSD, the copy was paused",
    );
    expect(say({ kind: "funds-added", amount: "250.00" })).toBe("Funds added: $250.00");
    expect(
      say({
        kind: "closed",
        side: "buy",
        symbol: "BTCUSD",
        quantity: "0.008",
        price: "61000",
        amount: "7.92",
        reason: "stop-loss",
      }),
    ).toBe("Closed when the copy stopped: buy 0.008 BTCUSD at 61,000.00, P&L +$7.92 (by the copy stop-loss)");
  });

  it("reads an edit's levels, and falls back to the plain line for one it cannot read", () => {
    expect(say({ kind: "edited", reason: "stop-loss:20>30;take-profit:none>50" })).toBe(
      enCopy.manage.editedLog
        .replace("{stopLossFrom}", "20")
        .replace("{stopLossTo}", "30")
        .replace("{takeProfitFrom}", "None")
        .replace("{takeProfitTo}", "+50%"),
    );
    expect(say({ kind: "edited", reason: "something" })).toBe("Levels changed");
  });
});
