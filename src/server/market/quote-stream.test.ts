/**
 * Issue 12 point 2: the price loop runs with the app, polls only what live-stream clients watch,
 * and publishes `event: quotes` to those clients, on one instance of a cluster at a time.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { type OpenStream, openEventStream } from "../test/event-stream";
import {
  baseUrlOf,
  createTestApp,
  listenLocally,
  signUp,
  type TestApp,
  useListeningTestApp,
} from "../test/test-app";
import { type StubFeed, startStubFeed } from "./stub-feed";
import { useStubFeed } from "./use-stub-feed";

const quotesOf = (stream: OpenStream) => stream.events.filter((event) => event.event === "quotes");
const bookTickerRequests = (feed: StubFeed) =>
  feed.requests.filter((request) => request.startsWith("/api/v3/ticker/bookTicker")).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stub exchange's pairs, BTCUSDT at `bid` and `ask`. */
const pairs = (bid: string, ask: string) => ({
  BTCUSDT: { bid, ask },
  ETHUSDT: { bid: "3100.10000000", ask: "3100.20000000" },
});
const stub = (bid: string, ask: string) => startStubFeed(pairs(bid, ask));

describe("quotes on the live stream (one instance)", () => {
  const feed = useStubFeed(pairs("65000.01000000", "65000.50000000"));
  const test = useListeningTestApp(() => ({
    AUTO_ACTIVATE: "true",
    MARKET_FEED_URL: feed.url,
    MARKET_POLL_MS: "50",
  }));
  let cookie: string;

  beforeAll(async () => {
    cookie = (await signUp(test.app)).cookie;
  });

  it("polls nothing while nobody watches", async () => {
    await sleep(200);
    expect(bookTickerRequests(feed)).toBe(0);
  });

  it("a client with ?quotes=BTCUSD gets quotes events with the feed's bid/ask; one without gets none", async () => {
    const plain = await openEventStream(test.baseUrl, "/api/v1/events", cookie);
    const watching = await openEventStream(test.baseUrl, "/api/v1/events?quotes=btcusd", cookie);
    expect([plain.status, watching.status]).toEqual([200, 200]);
    await expect.poll(() => quotesOf(watching).length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    const data = quotesOf(watching)[0]!.data as { simulated: boolean; quotes: Record<string, unknown>[] };
    expect(data.simulated).toBe(false);
    expect(data.quotes).toHaveLength(1);
    expect(data.quotes[0]).toMatchObject({ symbol: "BTCUSD", source: "exchange", stale: false });
    expect([Number(data.quotes[0]!.bid), Number(data.quotes[0]!.ask)]).toEqual([65000.01, 65000.5]);
    // Only the watched symbol was asked of the feed.
    expect(feed.requests.filter((r) => r.includes("ETHUSDT"))).toEqual([]);
    expect(plain.events.filter((event) => event.event !== "change")).toEqual([]);
    plain.close();
    watching.close();

    // Nobody watches any more: the loop stops asking the feed.
    await sleep(150);
    const after = bookTickerRequests(feed);
    await sleep(300);
    expect(bookTickerRequests(feed)).toBe(after);
  });

  it("refuses unknown, disabled or empty symbols with 400 in our error shape", async () => {
    await test.app.db.execute("update instruments set enabled = false where symbol = 'SPX'");
    for (const query of ["NOPE", "BTCUSD,NOPE", "SPX", "", "BTCUSD,,"]) {
      const stream = await openEventStream(test.baseUrl, `/api/v1/events?quotes=${query}`, cookie);
      expect(stream.status, query).toBe(400);
      await expect.poll(() => stream.ended).toBe(true);
      expect(JSON.parse(stream.body).error.code).toBe("UNKNOWN_INSTRUMENT");
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  "quotes on the live stream (two instances, one PostgreSQL)",
  () => {
    let feeds: StubFeed[];
    let a: TestApp;
    let b: FastifyInstance | undefined;

    beforeAll(async () => {
      // Each instance reads its own stub feed, so the requests at each stub tell which instance polled.
      feeds = [
        await stub("65000.01000000", "65000.50000000"),
        await stub("65000.02000000", "65000.60000000"),
      ];
      a = await createTestApp({
        AUTO_ACTIVATE: "true",
        MARKET_FEED_URL: feeds[0]!.url,
        MARKET_POLL_MS: "50",
      });
      b = await buildApp({ ...a.config, marketFeedUrl: feeds[1]!.url });
      await listenLocally(a.app);
      await listenLocally(b);
    }, 180_000);
    afterAll(async () => {
      await b?.close();
      await a?.close();
      for (const feed of feeds ?? []) await feed.close();
    });

    it("one instance polls the feed and both instances' clients receive its quotes; the other takes over", async () => {
      const { cookie } = await signUp(a.app);
      const onA = await openEventStream(baseUrlOf(a.app), "/api/v1/events?quotes=BTCUSD", cookie);
      const onB = await openEventStream(baseUrlOf(b!), "/api/v1/events?quotes=BTCUSD,ETHUSD", cookie);
      expect([onA.status, onB.status]).toEqual([200, 200]);
      await expect.poll(() => quotesOf(onA).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      await expect.poll(() => quotesOf(onB).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

      const counts = feeds.map(bookTickerRequests);
      expect(counts.filter((count) => count > 0)).toHaveLength(1);
      const holder = counts[0]! > 0 ? 0 : 1;
      const bid = holder === 0 ? 65000.01 : 65000.02;
      const symbolsOf = (stream: OpenStream) =>
        (quotesOf(stream).at(-1)!.data as { quotes: { symbol: string; bid: string }[] }).quotes;
      // The holder polls for both instances' watchers (ETHUSD is watched on b only)...
      await expect.poll(() => symbolsOf(onB).map((quote) => quote.symbol)).toEqual(["BTCUSD", "ETHUSD"]);
      // ...and each client gets just what it asked for, with the holder's prices.
      expect(symbolsOf(onA).map((quote) => [quote.symbol, Number(quote.bid)])).toEqual([["BTCUSD", bid]]);
      expect(Number(symbolsOf(onB)[0]!.bid)).toBe(bid);

      // The holder stops (releasing its lease): the other instance takes the polling over.
      const survivor = holder === 0 ? onB : onA;
      if (holder === 0) {
        await a.app.close();
      } else {
        await b!.close();
        b = undefined;
      }
      const other = feeds[1 - holder]!;
      await expect.poll(() => bookTickerRequests(other), { timeout: 10_000 }).toBeGreaterThan(0);
      const seen = quotesOf(survivor).length;
      await expect.poll(() => quotesOf(survivor).length, { timeout: 10_000 }).toBeGreaterThan(seen);
      onA.close();
      onB.close();
    });
  },
);
