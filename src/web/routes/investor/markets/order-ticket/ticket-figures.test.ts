import { describe, expect, it } from "vitest";
import { cents } from "../../../../../shared/money";
import { parseFixed } from "../../../../../shared/trading-math";
import enMarkets from "../../../../i18n/en/markets";
import { formattersFor } from "../../../../i18n/formatters";
import { noLevels } from "../level-fields";
import { confirmationRows, previewRows } from "./ticket-figures";

const fmt = formattersFor("en");
const preview = {
  price: parseFixed("43210.5"),
  quantity: parseFixed("0.00231")!,
  notional: cents(9982n),
  margin: cents(4991n),
};

describe("the order ticket's figures", () => {
  const rows = previewRows({
    t: enMarkets,
    fmt,
    symbol: "BTCUSD",
    side: "buy",
    preview,
    freeMargin: cents(1_000_000n),
  });

  it("preview the quantity, the fill price at the ask, notional, margin and free margin", () => {
    expect(rows).toEqual([
      ["Quantity", "0.00231 BTCUSD"],
      ["Fill price", "43,210.50 (ask)"],
      ["Notional", "$99.82"],
      ["Margin", "$49.91"],
      ["Free margin", "$10,000.00"],
    ]);
    const sell = previewRows({
      t: enMarkets,
      fmt,
      symbol: "BTCUSD",
      side: "sell",
      preview: { ...preview, price: null },
      freeMargin: cents(0n),
    });
    expect(sell[1]).toEqual(["Fill price", "— (bid)"]);
  });

  it("confirm the preview without free margin, then the leverage and only the levels set", () => {
    expect(
      confirmationRows({ t: enMarkets, fmt, symbol: "BTCUSD", preview: rows, leverage: 2, levels: noLevels }),
    ).toEqual([...rows.slice(0, 4), ["Leverage", "2:1"]]);
    const levels = { stopLoss: "42000,5", takeProfit: "" };
    expect(
      confirmationRows({ t: enMarkets, fmt, symbol: "BTCUSD", preview: rows, leverage: 1, levels }).slice(5),
    ).toEqual([["Stop-loss", "42,000.50"]]);
  });
});
