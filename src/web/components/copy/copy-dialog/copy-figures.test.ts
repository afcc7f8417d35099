import { describe, expect, it } from "vitest";
import { copyFigures } from "./copy-figures";

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
