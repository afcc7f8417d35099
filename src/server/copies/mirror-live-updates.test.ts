import { describe, expect, it } from "vitest";
import { openConnectedEventStream } from "../test/event-stream";
import { listenLocally } from "../test/test-app";
import { openPosition, setPrice, useTradingApp } from "../trading/trading-test-kit";
import { investorWith, startCopy, traderWith } from "./copy-test-kit";
import { runMirrorWorker } from "./run-mirror-worker";

describe("a mirror batch's live updates", () => {
  const t = useTradingApp();

  it("tell each investor of their own copy's fill, and nobody of another's", async () => {
    const baseUrl = await listenLocally(t.app);
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    const trader = await traderWith(t, "5000");
    const investors = [
      await investorWith(t, "1000"),
      await investorWith(t, "1000"),
      await investorWith(t, "1000"),
    ];
    const copies = [];
    for (const investor of investors)
      copies.push(await startCopy(t.app, investor.cookie, { traderId: trader.userId, amount: "1000" }));
    const streams = await Promise.all(
      investors.map((investor) => openConnectedEventStream(baseUrl, "/api/v1/events", investor.cookie)),
    );
    const copyChanges = (i: number) =>
      streams[i]!.events.map((event) => event.data as { entity: string; id: string })
        .filter((change) => change.entity === "copies")
        .map((change) => change.id);

    await openPosition(t.app, trader.cookie, {
      accountId: trader.accountId,
      symbol: "BTCUSD",
      side: "buy",
      quantity: "0.04",
      leverage: 2,
    });
    expect(await runMirrorWorker(t.app.db, t.app.market)).toBe(3);

    for (const [i, copy] of copies.entries()) await expect.poll(() => copyChanges(i)).toContain(copy.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const [i, copy] of copies.entries()) expect(new Set(copyChanges(i))).toEqual(new Set([copy.id]));
    for (const stream of streams) stream.close();
  });
});
