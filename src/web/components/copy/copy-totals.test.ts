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

  it("is empty without running copies", () => {
    expect(copyTotals(sampleCopies.filter((copy) => copy.status === "stopped"))).toEqual([]);
  });
});
