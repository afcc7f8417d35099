/**
 * Issue 29 point 2: whatever the exchange answers (garbage JSON, HTTP 5xx, rows with missing fields,
 * extreme numbers), our API never answers 5xx and nothing is traded on a price the price rule
 * refuses. FEED_FUZZ_RUNS answers in all (default 80).
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parseQuotePrice } from "../../shared/trading-math";
import { addPaymentMethod } from "../ledger/money-test-kit";
import { call, signInAdmin, useTestApp } from "../test/test-app";
import { practiceUser } from "../trading/trading-test-fixtures";
import { movedBeyondBand } from "./check-quote";
import { useStubFeed } from "./use-stub-feed";

const RUNS = Number(process.env.FEED_FUZZ_RUNS ?? 80);
const GOOD = { bid: "50000.00", ask: "50010.00" };

/** Numbers as a feed might write them: most of them refused by the price rule. */
const priceText = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "-50000",
    "",
    " ",
    "NaN",
    "Infinity",
    "1e5",
    "5e4",
    "0x10",
    "1000000000000",
    "1000000000001",
    "0.000000001",
    "99999999999999999999999999",
    "50000.000000001",
    "50000,00",
  ),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.string({ maxLength: 12 }),
);

/** One misbehaving answer of the exchange. */
const faultyAnswer = fc.oneof(
  fc.record({ kind: fc.constant("status" as const), status: fc.integer({ min: 500, max: 599 }) }),
  fc.record({ kind: fc.constant("down" as const) }),
  fc.record({
    kind: fc.constant("body" as const),
    body: fc.oneof(fc.string(), fc.json(), fc.constant("[{}]"), fc.constant('[{"symbol":"BTCUSDT"}]')),
  }),
  fc.record({ kind: fc.constant("pair" as const), bid: priceText, ask: priceText }),
);

describe("the exchange feed fuzzed (issue 29 point 2)", () => {
  const feed = useStubFeed({ BTCUSDT: GOOD });
  const t = useTestApp(() => ({ MARKET_FEED_URL: feed.url, MARKET_FEED_TIMEOUT_MS: "300" }));
  let cookie: string;
  let accountId: string;

  beforeAll(async () => {
    const admin = await signInAdmin(t.app);
    await addPaymentMethod(t.app, admin);
    const investor = await practiceUser(t.app);
    cookie = investor.cookie;
    accountId = investor.practice.id;
  });

  const fillPrices = async () =>
    (await t.app.db.execute(sql`select price::text as price from fills`)).rows.map(
      (row) => row.price as string,
    );

  // Each run comes from its own address: the market and order routes are rate limited per client.
  let run = 0;
  const client = () => `10.0.${(run >> 8) & 255}.${run & 255}`;
  const orderBtc = () =>
    call(t.app, {
      remoteAddress: client(),
      method: "POST",
      url: "/api/v1/orders",
      cookie,
      payload: { accountId, symbol: "BTCUSD", side: "buy", quantity: "0.001", leverage: 2 },
    });

  /** Whether a pair's answer passes the price rule and the band around the good quote (then trading on it is right). */
  const acceptable = (bidText: string, askText: string) => {
    const [bid, ask] = [parseQuotePrice(bidText), parseQuotePrice(askText)];
    const good = { bid: parseQuotePrice(GOOD.bid)!, ask: parseQuotePrice(GOOD.ask)! };
    return bid !== null && ask !== null && bid <= ask && !movedBeyondBand(good, { bid, ask }, 20);
  };

  it("answers no 5xx, and fills only at prices the rule accepts near the last good quote", async () => {
    // On a good feed the order path fills: the refusals below are the feed's doing.
    expect((await orderBtc()).statusCode).toBe(201);
    await fc.assert(
      fc.asyncProperty(faultyAnswer, async (answer) => {
        feed.fault = undefined;
        feed.pairs.set("BTCUSDT", GOOD);
        if (answer.kind === "status") feed.fault = { status: answer.status, body: '{"code":-1}' };
        if (answer.kind === "down") feed.fault = "down";
        if (answer.kind === "body") feed.fault = { status: 200, body: answer.body };
        if (answer.kind === "pair") feed.pairs.set("BTCUSDT", { bid: answer.bid, ask: answer.ask });
        t.app.market.forget();
        run += 1;
        const fillsBefore = (await fillPrices()).length;

        const responses = [
          await call(t.app, {
            remoteAddress: client(),
            method: "GET",
            url: "/api/v1/market/quotes?symbols=BTCUSD,SPX",
          }),
          await orderBtc(),
          await call(t.app, { method: "GET", url: `/api/v1/positions?accountId=${accountId}`, cookie }),
          await call(t.app, { method: "GET", url: "/api/v1/trading/accounts", cookie }),
        ];
        for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
        const btc = responses[0]!
          .json()
          .quotes.find((quote: { symbol: string }) => quote.symbol === "BTCUSD");
        if (btc) expect(btc).toMatchObject({ source: "exchange", simulated: false });
        const order = responses[1]!;
        if (answer.kind !== "pair" || !acceptable(answer.bid, answer.ask)) {
          expect(order.statusCode, order.body).toBe(422);
          expect(order.json().error.code).toBe("MARKET_DATA_STALE");
          expect((await fillPrices()).length).toBe(fillsBefore);
        } else if (order.statusCode !== 201) expect(order.statusCode, order.body).toBe(422);
      }),
      { numRuns: RUNS },
    );
    // Every fill was at a price the rule reads, within the 20% band of the first good quote.
    const prices = await fillPrices();
    for (const price of prices) {
      const fixed = parseQuotePrice(price);
      expect(fixed, price).not.toBeNull();
      expect(Number(price), price).toBeGreaterThan(40_000);
      expect(Number(price), price).toBeLessThan(60_000);
    }
  });
});
