import type { Copy, CopyEvent } from "../../shared/schemas/copies";

/** A running copy of Ada for the portfolio's unit tests and the e2e sample answers; `changes` says what differs. */
export function testCopy(changes: Partial<Copy> = {}): Copy {
  return {
    id: "c1",
    trader: { id: "t1", displayName: "Ada", profitSharePercent: 20 },
    status: "active",
    mode: "live",
    stopLossPercent: 30,
    takeProfitPercent: null,
    sizing: "proportional",
    fixedMargin: null,
    copyOpenPositions: true,
    invested: "1000.00",
    equity: "1012.50",
    cash: "900.00",
    usedMargin: "100.00",
    unrealizedPnl: "7.50",
    realizedPnl: "-2.00",
    feesPaid: "1.00",
    netPnl: "4.50",
    return: "0.45",
    trackingGap: "-0.10",
    stopLossEquity: "700.00",
    takeProfitEquity: null,
    stopReason: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    stoppedAt: null,
    positions: [],
    events: [],
    ...changes,
  };
}

/** A log line; `changes` says what it records. */
export function testEvent(changes: Partial<CopyEvent>): CopyEvent {
  return {
    id: "e1",
    kind: "created",
    reason: null,
    symbol: null,
    side: null,
    traderQuantity: null,
    traderPrice: null,
    quantity: null,
    price: null,
    slippagePercent: null,
    moveSinceTraderOpenPercent: null,
    amount: null,
    createdAt: "2026-11-25T10:00:00.000Z",
    ...changes,
  };
}
