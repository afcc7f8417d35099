/**
 * Realistic copy-trading answers typed by the shared contract (src/shared/schemas/copies.ts and
 * traders.ts), for the screens' checks that must not depend on the engine's timing: long names,
 * every mark (new, stopped, blown up), hidden prices, skipped fills with slippage.
 */
import type { Page } from "@playwright/test";
import type {
  AssessmentStatus,
  Copy,
  CopyEquityOutput,
  CopyTradesOutput,
} from "../src/shared/schemas/copies";
import type { TraderDetail, TraderSummary } from "../src/shared/schemas/traders";
import type { Position } from "../src/shared/schemas/trading";
import { testCopy, testEvent } from "../src/web/test/copy-samples";

const day = 86_400_000;
const now = Date.parse("2026-11-25T12:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

const sampleTraders: TraderSummary[] = [
  {
    id: "t-steady",
    displayName: "Maximiliana Alexandra Fernández-Villavicencio",
    bio: "Swing trader in major FX pairs and gold since 2014. Small positions, stops on every trade, never more than 5% of equity at risk.",
    riskScore: 3,
    return30d: "2.41",
    return12m: "18.73",
    returnSinceStart: "44.10",
    maxDrawdown: "7.92",
    return7d: "0.62",
    return90d: "5.10",
    tradesBasis: 412,
    winRate: "58.20",
    averageHoldingSeconds: 3 * 86_400 + 4 * 3_600,
    tradesPerWeek: "4.12",
    sharpeRatio: "1.34",
    assetClasses: [
      { assetClass: "fx-major", share: "71.60" },
      { assetClass: "gold", share: "28.40" },
    ],
    assetsUnderCopy: "2511020.40",
    copiersEarned: "318440.12",
    copiers: 1284,
    copiedAmount: "2450310.55",
    ownEquity: "58240.12",
    profitSharePercent: 20,
    since: iso(now - 700 * day),
    isNew: false,
    status: "active",
    mode: "live",
  },
  {
    id: "t-new",
    displayName: "Jean-Baptiste Zorg",
    bio: "",
    riskScore: 6,
    return30d: null,
    return12m: null,
    returnSinceStart: "3.05",
    maxDrawdown: "2.10",
    return7d: "1.10",
    return90d: null,
    tradesBasis: 2,
    winRate: null,
    averageHoldingSeconds: null,
    tradesPerWeek: null,
    sharpeRatio: null,
    assetClasses: [],
    assetsUnderCopy: "1854.20",
    copiersEarned: "12.40",
    copiers: 3,
    copiedAmount: "1800.00",
    ownEquity: "5120.00",
    profitSharePercent: 10,
    since: iso(now - 12 * day),
    isNew: true,
    status: "active",
    mode: "live",
  },
  {
    id: "t-blown",
    displayName: "Risky Rick",
    bio: "Crypto momentum with high leverage.",
    riskScore: 10,
    return30d: "-96.40",
    return12m: "-98.12",
    returnSinceStart: "-98.12",
    maxDrawdown: "99.10",
    return7d: "-12.40",
    return90d: "-97.80",
    tradesBasis: 96,
    winRate: "21.87",
    averageHoldingSeconds: 5 * 3_600,
    tradesPerWeek: "3.36",
    sharpeRatio: "-2.85",
    assetClasses: [{ assetClass: "crypto", share: "100.00" }],
    assetsUnderCopy: "0.00",
    copiersEarned: "-8120.55",
    copiers: 0,
    copiedAmount: "0.00",
    ownEquity: "12.40",
    profitSharePercent: 30,
    since: iso(now - 200 * day),
    isNew: false,
    status: "blown-up",
    mode: "live",
  },
  {
    id: "t-stopped",
    displayName: "Paula Practice",
    bio: "Index futures, practice account.",
    riskScore: 4,
    return30d: "-1.20",
    return12m: "6.50",
    returnSinceStart: "6.50",
    maxDrawdown: "11.00",
    return7d: "-0.30",
    return90d: "1.90",
    tradesBasis: 57,
    winRate: "49.12",
    averageHoldingSeconds: 26 * 3_600,
    tradesPerWeek: "1.00",
    sharpeRatio: "0.41",
    assetClasses: [{ assetClass: "index-major", share: "100.00" }],
    assetsUnderCopy: "9690.30",
    copiersEarned: "410.00",
    copiers: 12,
    copiedAmount: "9400.00",
    ownEquity: "10650.00",
    profitSharePercent: 0,
    since: iso(now - 400 * day),
    isNew: false,
    status: "stopped",
    mode: "practice",
  },
];

function sampleDetail(summary: TraderSummary): TraderDetail {
  const navSeries = Array.from({ length: 120 }, (_, index) => ({
    at: iso(now - (120 - index) * day),
    nav: (10_000 * (1 + 0.0015 * index + 0.02 * Math.sin(index / 6))).toFixed(4),
  }));
  return {
    ...summary,
    profitFactor: "1.74",
    closedPositionCount: 398,
    volatility: "14.30",
    riskBasis: [
      { symbol: "EURUSD", volatility: "7.10", source: "candles", priced: "quote" },
      { symbol: "XAUUSD", volatility: "16.00", source: "fallback", priced: "entry" },
    ],
    navSeries,
    openPositions: [
      {
        symbol: "EURUSD",
        side: "buy",
        shareOfEquity: "4.20",
        averagePrice: "1.08412",
        openedAt: iso(now - 2 * day),
      },
      {
        symbol: "XAUUSD",
        side: "sell",
        shareOfEquity: "2.75",
        averagePrice: null,
        openedAt: iso(now - 600_000),
      },
    ],
    closedPositions: [
      {
        symbol: "GBPUSD",
        side: "sell",
        averagePrice: "1.26510",
        realizedPnl: "412.80",
        openedAt: iso(now - 9 * day),
        closedAt: iso(now - 6 * day),
      },
      {
        symbol: "BTCUSD",
        side: "buy",
        averagePrice: "61250.00",
        realizedPnl: "-188.10",
        openedAt: iso(now - 14 * day),
        closedAt: iso(now - 13 * day),
      },
    ],
    monthlyReturns: [
      { month: "2026-06", return: "1.20" },
      { month: "2026-07", return: "-2.45" },
      { month: "2026-08", return: "3.10" },
      { month: "2026-09", return: "0.85" },
      { month: "2026-10", return: "2.02" },
      { month: "2026-11", return: "-0.40" },
    ],
  };
}

const position = (overrides: Partial<Position>): Position => ({
  id: "p1",
  accountId: "acc-copy-1",
  symbol: "BTCUSD",
  side: "buy",
  quantity: "0.008",
  averagePrice: "60010.00",
  leverage: 2,
  margin: "240.04",
  stopLoss: null,
  takeProfit: null,
  unrealizedPnl: "7.92",
  realizedPnl: "0.00",
  status: "open",
  closeReason: null,
  openedAt: iso(now - 3_600_000),
  closedAt: null,
  ...overrides,
});

export const sampleCopies: Copy[] = [
  testCopy({
    id: "c-1",
    trader: { id: "t-steady", displayName: sampleTraders[0]!.displayName, profitSharePercent: 20 },
    equity: "1012.42",
    cash: "772.38",
    usedMargin: "240.04",
    unrealizedPnl: "7.92",
    realizedPnl: "4.50",
    feesPaid: "0.00",
    netPnl: "12.42",
    return: "1.24",
    trackingGap: "-0.08",
    createdAt: iso(now - 5 * day),
    positions: [position({})],
    events: [
      testEvent({
        id: "e3",
        kind: "skipped",
        reason: "below-minimum",
        symbol: "EURUSD",
        side: "buy",
        traderQuantity: "1000",
        traderPrice: "1.08412",
        createdAt: iso(now - 2 * day),
      }),
      testEvent({
        id: "e2",
        kind: "mirrored",
        symbol: "BTCUSD",
        side: "buy",
        traderQuantity: "0.04",
        traderPrice: "60000.00",
        quantity: "0.008",
        price: "60010.00",
        slippagePercent: "0.02",
        createdAt: iso(now - 3_600_000),
      }),
      testEvent({
        // A position the trader already held, copied when the copy started: the price moved 6.66%
        // since the trader opened it (issue 31 point 3), which is not slippage.
        id: "e1b",
        kind: "mirrored",
        symbol: "ETHUSD",
        side: "buy",
        traderQuantity: "1.5",
        traderPrice: "3000.00",
        quantity: "0.3",
        price: "3199.80",
        moveSinceTraderOpenPercent: "6.66",
        createdAt: iso(now - 5 * day),
      }),
      testEvent({
        id: "e1",
        kind: "created",
        amount: "1000.00",
        createdAt: iso(now - 5 * day),
      }),
    ],
  }),
  testCopy({
    id: "c-2",
    trader: { id: "t-new", displayName: "Jean-Baptiste Zorg", profitSharePercent: 10 },
    status: "paused",
    mode: "practice",
    stopLossPercent: 50,
    copyOpenPositions: false,
    invested: "500.00",
    equity: "478.10",
    cash: "478.10",
    usedMargin: "0.00",
    unrealizedPnl: "0.00",
    realizedPnl: "-21.90",
    feesPaid: "0.00",
    netPnl: "-21.90",
    return: "-4.38",
    trackingGap: "0.12",
    stopLossEquity: "250.00",
    createdAt: iso(now - 9 * day),
  }),
  testCopy({
    id: "c-3",
    trader: { id: "t-stopped", displayName: "Paula Practice", profitSharePercent: 0 },
    status: "stopped",
    stopLossPercent: 20,
    invested: "0.00",
    equity: "0.00",
    cash: "0.00",
    usedMargin: "0.00",
    unrealizedPnl: "0.00",
    realizedPnl: "61.20",
    feesPaid: "12.24",
    netPnl: "48.96",
    return: "6.12",
    trackingGap: "-0.31",
    stopLossEquity: "0.00",
    stopReason: "investor",
    createdAt: iso(now - 60 * day),
    stoppedAt: iso(now - 20 * day),
    events: [
      testEvent({
        id: "e-c3-stop",
        kind: "stopped",
        reason: "investor",
        amount: "1048.96",
        createdAt: iso(now - 20 * day),
      }),
      testEvent({
        id: "e-c3-close",
        kind: "closed",
        reason: "investor",
        symbol: "BTCUSD",
        side: "sell",
        quantity: "0.008",
        price: "65000.00",
        amount: "61.20",
        createdAt: iso(now - 20 * day),
      }),
    ],
  }),
];

const json = (body: unknown) => ({
  status: 200,
  contentType: "application/json",
  body: JSON.stringify(body),
});

/** Answers the public traders API with the samples above. */
export async function mockTraders(page: Page): Promise<void> {
  await page.route(/\/api\/v1\/traders(\/[^/?]+)?(\?.*)?$/, async (route) => {
    const match = /\/api\/v1\/traders\/([^/?]+)/.exec(route.request().url());
    if (!match) {
      // The server searches and sorts (issue 31); the samples answer the searches and sorts the screens' checks use.
      const query = new URL(route.request().url()).searchParams;
      const search = query.get("search")?.toLowerCase() ?? "";
      let list = sampleTraders.filter((trader) => trader.displayName.toLowerCase().includes(search));
      if (query.get("sort") === "drawdown")
        list = [...list].sort(
          (a, b) => Number(a.maxDrawdown ?? "Infinity") - Number(b.maxDrawdown ?? "Infinity"),
        );
      return route.fulfill(json(list));
    }
    const summary = sampleTraders.find((trader) => trader.id === decodeURIComponent(match[1]!));
    if (!summary)
      return route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "NOT_FOUND", message: "Trader not found" } }),
      });
    return route.fulfill(json(sampleDetail(summary)));
  });
}

/** Answers the copies API (reads only) and the appropriateness status with the samples above. */
export async function mockCopies(
  page: Page,
  status: AssessmentStatus = { required: true, result: "none", retakeAt: null },
) {
  await page.route(/\/api\/v1\/copies(\/[^/?]+)?$/, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const match = /\/api\/v1\/copies\/([^/?]+)$/.exec(route.request().url());
    if (!match)
      return route.fulfill(json(sampleCopies.map((copy) => ({ ...copy, positions: [], events: [] }))));
    return route.fulfill(json(sampleCopies.find((copy) => copy.id === match[1]) ?? sampleCopies[0]));
  });
  await page.route(/\/api\/v1\/copies\/([^/?]+)\/(trades|equity)$/, async (route) => {
    const [, id, what] = /\/api\/v1\/copies\/([^/?]+)\/(trades|equity)$/.exec(route.request().url()) ?? [];
    const copy = sampleCopies.find((item) => item.id === id) ?? sampleCopies[0]!;
    return route.fulfill(json(what === "trades" ? sampleTrades(copy) : sampleEquity(copy)));
  });
  await page.route(/\/api\/v1\/me\/appropriateness$/, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    return route.fulfill(json(status));
  });
}

/** GET /copies/:id/trades for a sample copy: its positions as the trade list shows them. */
function sampleTrades(copy: Copy): CopyTradesOutput {
  return {
    items: copy.positions.map((position) => ({
      positionId: position.id,
      symbol: position.symbol,
      side: position.side,
      status: position.status,
      quantity: position.quantity,
      openPrice: position.averagePrice,
      closePrice: position.status === "closed" ? position.averagePrice : null,
      pnl: position.status === "open" ? position.unrealizedPnl : position.realizedPnl,
      feeShare: "0.00",
      openedAt: position.openedAt,
      closedAt: position.closedAt,
      closeReason: position.closeReason,
    })),
    unallocatedFees: copy.feesPaid,
    feesPaid: copy.feesPaid,
  };
}

/** GET /copies/:id/equity for a sample copy: from its start to its equity now. */
function sampleEquity(copy: Copy): CopyEquityOutput {
  const pnl = (Number(copy.equity) - Number(copy.invested)).toFixed(2);
  return {
    points: [
      { at: copy.createdAt, equity: copy.invested, netInvested: copy.invested, pnl: "0.00", return: "0.00" },
      { at: iso(now), equity: copy.equity, netInvested: copy.invested, pnl, return: copy.return },
    ],
  };
}
