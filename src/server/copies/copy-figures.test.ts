/** Issue 31 point 10: how a copy's profit share is split over its trades, and its net invested over time. */
import { describe, expect, it } from "vitest";
import { netInvestedAfter } from "./get-copy-equity";
import { allocateFees } from "./list-copy-trades";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 4, minute));

describe("a copy's fee shares and net invested", () => {
  it("splits each payment over the positions closed with a gain since the previous one, pro rata, to the cent", () => {
    const closed = [
      { id: "a", realizedPnl: 2_000n, closedAt: at(1) },
      { id: "b", realizedPnl: 1_000n, closedAt: at(2) },
      { id: "loss", realizedPnl: -5_000n, closedAt: at(3) },
      { id: "c", realizedPnl: 700n, closedAt: at(6) },
    ];
    // 100 cents over gains 2,000 : 1,000 -> 66.67 / 33.33: 67 and 33 (the larger remainder gets the cent).
    const { shares, unallocated } = allocateFees(
      [
        { amount: 100n, at: at(5) },
        { amount: 70n, at: at(7) },
        // A month-end fee with nothing closed since: paid on open positions' gains.
        { amount: 9n, at: at(9) },
      ],
      closed,
    );
    expect(Object.fromEntries(shares)).toEqual({ a: 67n, b: 33n, c: 70n });
    expect(unallocated).toBe(9n);
    expect([...shares.values()].reduce((sum, value) => sum + value, 0n) + unallocated).toBe(179n);
  });

  it("counts money in, money that reached the investor back, and an exit's fee as a cost", () => {
    const events = [
      { kind: "created", amount: 100_000n, at: at(0) },
      { kind: "funds-added", amount: 50_000n, at: at(1) },
      // Removing 20,000 paid 300 of profit share out of it in the same transaction: 19,700 came back.
      { kind: "funds-removed", amount: 20_000n, at: at(2) },
      { kind: "profit-share", amount: 300n, at: at(2) },
      // A month-end settlement is not money returned.
      { kind: "profit-share", amount: 500n, at: at(3) },
    ];
    expect(netInvestedAfter(events)).toBe(130_300n);
    expect(netInvestedAfter([...events, { kind: "stopped", amount: 140_000n, at: at(4) }])).toBe(-9_700n);
  });
});
