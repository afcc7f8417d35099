import { describe, expect, it } from "vitest";
import { cents } from "./cents";
import {
  averageEntry,
  copyCloseQuantity,
  copyQuantity,
  floorToStep,
  formatFixed,
  marginCents,
  marginLevelPercent,
  notionalCents,
  parseFixed,
  parseQuotePrice,
  pnlCents,
  quantityForAmount,
} from "./trading-math";

const f = (text: string) => {
  const value = parseFixed(text);
  if (value === null) throw new Error(text);
  return value;
};

describe("trading math: exact quantities, prices and cents", () => {
  it("parses and formats decimals exactly, refusing anything else", () => {
    expect(formatFixed(f("0.00001"))).toBe("0.00001");
    expect(formatFixed(f("65000.10"), 2)).toBe("65000.10");
    expect(formatFixed(f("12"))).toBe("12");
    for (const bad of ["", "-1", "1e3", "0.000000001", "1,5", " ", "abc", "1."])
      expect(parseFixed(bad)).toBeNull();
  });

  it("rounds a quantity down to the lot step, never up", () => {
    expect(formatFixed(floorToStep(f("0.1234567"), f("0.00001")))).toBe("0.12345");
    expect(formatFixed(floorToStep(f("1999"), f("1000")))).toBe("1000");
    expect(floorToStep(f("0.000009"), f("0.00001"))).toBe(0n);
  });

  it("values USD-quoted instruments at quantity x price, USD-base pairs at the quantity", () => {
    expect(notionalCents("BTCUSD", f("0.12345"), f("50010"))).toBe(617373n);
    expect(notionalCents("EURUSD", f("1000"), f("1.08523"))).toBe(108523n);
    expect(notionalCents("USDJPY", f("1000"), f("151.234"))).toBe(100000n);
    expect(marginCents(cents(617373n), 2)).toBe(308687n);
    expect(marginCents(cents(100000n), 30)).toBe(3334n);
  });

  it("computes P&L by side, converting a yen move at the exit price", () => {
    expect(pnlCents("BTCUSD", "buy", f("0.05"), f("50510"), f("51510"))).toBe(5000n);
    expect(pnlCents("BTCUSD", "sell", f("0.05"), f("50510"), f("51510"))).toBe(-5000n);
    // 1,000 USD at 150.000 -> 151.500 yen: 1,500 yen, at 151.5 yen per dollar = $9.90.
    expect(pnlCents("USDJPY", "buy", f("1000"), f("150"), f("151.5"))).toBe(990n);
    // A fraction of a cent goes to the house, both ways (decision 0021).
    expect(pnlCents("ETHUSD", "buy", f("0.001"), f("3000"), f("3000.005"))).toBe(0n);
    expect(pnlCents("ETHUSD", "buy", f("1"), f("3000"), f("3000.005"))).toBe(0n);
    expect(pnlCents("ETHUSD", "buy", f("1"), f("3000"), f("3000.0199"))).toBe(1n);
    expect(pnlCents("ETHUSD", "sell", f("1"), f("3000"), f("3000.005"))).toBe(-1n);
    expect(pnlCents("ETHUSD", "sell", f("1"), f("3000"), f("2999.995"))).toBe(0n);
    expect(pnlCents("USDJPY", "sell", f("1000"), f("150"), f("151.5"))).toBe(-991n);
  });

  it("averages entries, converts an amount to a quantity and reports the margin level", () => {
    expect(formatFixed(averageEntry(f("0.05"), f("50010"), f("0.05"), f("51010")))).toBe("50510");
    expect(formatFixed(quantityForAmount("BTCUSD", cents(10000n), f("50000")))).toBe("0.002");
    expect(formatFixed(quantityForAmount("USDJPY", cents(150000n), f("151")))).toBe("1500");
    expect(marginLevelPercent(999877n, 308687n)).toBe("323.91");
    expect(marginLevelPercent(100n, 0n)).toBeNull();
    expect(marginLevelPercent(-20n, 50010n)).toBe("-0.04");
  });
});

describe("copy sizing (docs/design.md, Copy trading)", () => {
  const step = parseFixed("0.00001")!;
  it("scales the trader's quantity by equity and floors to the lot step", () => {
    // Issue 13: trader equity 5,000 buys 0.04 BTC; a 1,000 copy gets 0.008.
    expect(formatFixed(copyQuantity(parseFixed("0.04")!, 100_000n, 500_000n, step))).toBe("0.008");
    expect(formatFixed(copyQuantity(parseFixed("0.04")!, 33_333n, 500_000n, step))).toBe("0.00266");
    expect(copyQuantity(parseFixed("0.04")!, 0n, 500_000n, step)).toBe(0n);
  });
  it("closes the same fraction, all of it when the trader closed all", () => {
    expect(
      formatFixed(copyCloseQuantity(parseFixed("0.01")!, parseFixed("0.04")!, parseFixed("0.008")!, step)),
    ).toBe("0.002");
    expect(
      formatFixed(copyCloseQuantity(parseFixed("0.04")!, parseFixed("0.04")!, parseFixed("0.008")!, step)),
    ).toBe("0.008");
  });
});

describe("parseQuotePrice, the one price rule", () => {
  it("cuts digits past the 8th and refuses what is not a positive decimal", () => {
    expect(parseQuotePrice("50000.123456789")).toBe(5_000_012_345_678n);
    expect(parseQuotePrice(" 0.00000001 ")).toBe(1n);
    for (const text of ["0", "0.000000001", "-1", "1e5", "0x10", "", "NaN", "1000000000000", "50000,00"])
      expect(parseQuotePrice(text), text).toBeNull();
  });

  it("never cuts anything but digits: an exponent or a second point past the 8th decimal refuses the price", () => {
    // A feed's 1e-312 was read as 1.00000000 (fuzzed feed, seed -388985744).
    expect(parseQuotePrice("1.000000000003e-312")).toBeNull();
    expect(parseQuotePrice("9.00909837e-316")).toBeNull();
    expect(parseQuotePrice("50000.00000000abc")).toBeNull();
    expect(parseQuotePrice("1.5.2")).toBeNull();
  });
});
