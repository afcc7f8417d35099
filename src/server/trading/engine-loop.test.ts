import { describe, expect, it } from "vitest";
import { useStubFeed } from "../market/use-stub-feed";
import { useTestApp } from "../test/test-app";
import { practiceUser } from "./trading-test-fixtures";
import { positionsOf, STUB_PAIRS } from "./trading-test-kit";

describe("the price loop runs the engine: a stop-loss closes with nobody watching", () => {
  const feed = useStubFeed(structuredClone(STUB_PAIRS));
  const t = useTestApp(() => ({ MARKET_FEED_URL: feed.url, MARKET_POLL_MS: "100" }));

  it("polls the instruments of open positions and closes at the stop-loss", async () => {
    const { cookie, practice, open } = await practiceUser(t.app);
    await open({ symbol: "SOLUSD", side: "buy", quantity: "10", leverage: 1, stopLoss: "140" });
    feed.pairs.set("SOLUSDT", { bid: "139.50", ask: "139.60" });
    const deadline = Date.now() + 15_000;
    let closed: Awaited<ReturnType<typeof positionsOf>> = [];
    while (Date.now() < deadline && closed.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      closed = await positionsOf(t.app, cookie, practice.id, "closed");
    }
    // Bought at 150.10, closed at the bid that crossed 140: (139.50 - 150.10) x 10 = -$106.00.
    expect(closed[0]).toMatchObject({ symbol: "SOLUSD", closeReason: "stop-loss", realizedPnl: "-106.00" });
  });
});
