import { describe, expect, it } from "vitest";
import { navPoints } from "./nav-points";

describe("navPoints", () => {
  it("rebases the NAV to 100 at the first point, one point per second (the last one wins)", () => {
    expect(
      navPoints([
        { at: "2026-11-25T10:00:00.000Z", nav: "1.00" },
        { at: "2026-11-25T10:00:00.400Z", nav: "1.05" },
        { at: "2026-11-25T11:00:00.000Z", nav: "1.10" },
      ]),
    ).toEqual([
      { time: 1_795_600_800, value: 105 },
      { time: 1_795_604_400, value: 110.00000000000001 },
    ]);
  });

  it("has nothing to draw without a first NAV", () => {
    expect(navPoints([])).toEqual([]);
    expect(navPoints([{ at: "2026-11-25T10:00:00.000Z", nav: "0" }])).toEqual([]);
  });
});
