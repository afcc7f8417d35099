import { describe, expect, it } from "vitest";
import { cents } from "../../../../shared/money";
import enCopy from "../../../i18n/en/copy";
import { formattersFor } from "../../../i18n/formatters";
import { copyFigures, copyFormErrors } from "./copy-figures";

const fmt = formattersFor("en");

describe("the copy dialog's figures", () => {
  it("read the amount typed, and the equity the stop-loss closes at", () => {
    const figures = copyFigures("1000", 30, 20);
    expect(figures.amount).toBe(100_000n);
    expect(figures.stopLossEquity).toBe(70_000n);
  });

  it("work the profit share example on 10% of the amount, or on $100 below the minimum", () => {
    expect(copyFigures("1000", 30, 20)).toMatchObject({ exampleGain: 10_000n, exampleFee: 2_000n });
    expect(copyFigures("50", 30, 25)).toMatchObject({ exampleGain: 10_000n, exampleFee: 2_500n });
    expect(copyFigures("abc", 30, 25)).toMatchObject({ amount: null, stopLossEquity: null });
    expect(copyFigures("-5", 30, 25).amount).toBeNull();
  });
});

describe("the copy form's checks", () => {
  const check = (amount: bigint | null, sizing: "proportional" | "fixed", fixedMargin: bigint | null) =>
    copyFormErrors({
      t: enCopy,
      fmt,
      amount: amount === null ? null : cents(amount),
      sizing,
      fixedMargin: fixedMargin === null ? null : cents(fixedMargin),
    });

  it("ask for the minimum amount", () => {
    expect(check(null, "proportional", null)).toEqual({ amount: "The minimum is $200.00" });
    expect(check(19_999n, "proportional", null)).toEqual({ amount: "The minimum is $200.00" });
    expect(check(20_000n, "proportional", null)).toEqual({});
  });

  it("ask for a fixed margin within the amount when sizing is fixed", () => {
    expect(check(20_000n, "fixed", null)).toEqual({ fixedMargin: "Enter the margin per position" });
    expect(check(20_000n, "fixed", 20_001n)).toEqual({
      fixedMargin: "The margin per position cannot be more than the amount",
    });
    expect(check(20_000n, "fixed", 5_000n)).toEqual({});
  });
});
