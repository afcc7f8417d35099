import { describe, expect, it } from "vitest";
import { sampleCopies } from "../../../../e2e/copy-fixtures";
import { copyTotals } from "./copy-totals";

describe("copyTotals", () => {
  it("adds running copies per mode, never live and practice together, and leaves stopped copies out", () => {
    expect(copyTotals(sampleCopies)).toEqual([
      { mode: "live", equity: 101_242n, pnl: 1_242n, count: 1 },
      { mode: "practice", equity: 47_810n, pnl: -2_190n, count: 1 },
    ]);
  });

  it("counts each copy's P&L after profit share, the basis of its return (issue 31 point 2)", () => {
    // 7.92 unrealized + 4.50 realized = 12.42 before profit share; 2.00 paid: 10.42 after it.
    const paid = { ...sampleCopies[0]!, feesPaid: "2.00", netPnl: "10.42", equity: "1010.42" };
    expect(copyTotals([paid])).toEqual([{ mode: "live", equity: 101_042n, pnl: 1_042n, count: 1 }]);
  });

  it("is empty without running copies", () => {
    expect(copyTotals(sampleCopies.filter((copy) => copy.status === "stopped"))).toEqual([]);
  });
});
