/**
 * The e2e app's market feed: src/server/market/stub-feed.ts (the Binance REST format) behind a
 * fixed port (MARKET_FEED_URL is fixed when the app starts), plus `POST /__stub/pair` for tests to
 * move a pair's bid and ask from their own process, and `POST /__stub/outage` to take the feed down.
 */
import { createServer, type IncomingMessage } from "node:http";
import { e2eFeedPort } from "../playwright.config";
import { type StubPair, startStubFeed } from "../src/server/market/stub-feed";

/** Pairs the exchange lists (the app asks for all of them in one request). */
const pairs: Record<string, StubPair> = {
  BTCUSDT: { bid: "60000.00", ask: "60010.00" },
  ETHUSDT: { bid: "3000.00", ask: "3001.00" },
  SOLUSDT: { bid: "150.00", ask: "150.05" },
  EURUSDT: { bid: "1.0800", ask: "1.0802" },
};

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const intervalMs: Record<string, number> = {
  "1m": 60_000,
  "5m": 300_000,
  "15m": 900_000,
  "1h": 3_600_000,
  "4h": 14_400_000,
  "1d": 86_400_000,
};

/** Binance kline rows: [open time, open, high, low, close, volume, close time]. */
function klines(price: number, query: URLSearchParams): unknown[] {
  const step = intervalMs[query.get("interval") ?? "1h"] ?? 3_600_000;
  const limit = Number(query.get("limit") ?? 120);
  const start = Math.floor(Date.now() / step) * step - (limit - 1) * step;
  return Array.from({ length: limit }, (_, index) => {
    const open = price * (1 + 0.01 * Math.sin(index / 6));
    const close = price * (1 + 0.01 * Math.sin((index + 1) / 6));
    const time = start + index * step;
    return [
      time,
      open.toFixed(2),
      (Math.max(open, close) * 1.002).toFixed(2),
      (Math.min(open, close) * 0.998).toFixed(2),
      close.toFixed(2),
      "1.0",
      time + step - 1,
    ];
  });
}

export async function startE2eMarket(): Promise<() => Promise<void>> {
  const stub = await startStubFeed(pairs);
  const server = createServer(async (request, response) => {
    try {
      if (request.url === "/__stub/ready") {
        response.writeHead(204).end();
        return;
      }
      if (request.method === "POST" && request.url === "/__stub/pair") {
        const { symbol, bid, ask } = JSON.parse(await body(request)) as { symbol: string } & StubPair;
        stub.pairs.set(symbol, { bid, ask });
        response.writeHead(204).end();
        return;
      }
      if (request.method === "POST" && request.url === "/__stub/outage") {
        const { down } = JSON.parse(await body(request)) as { down: boolean };
        stub.fault = down ? "down" : undefined;
        response.writeHead(204).end();
        return;
      }
      if (stub.fault === "down") return void request.socket.destroy();
      const url = new URL(request.url ?? "/", "http://stub");
      if (url.pathname === "/api/v3/klines") {
        // The stub has no candles: a gentle wave around the pair's bid, so the chart has a shape.
        const pair = stub.pairs.get(url.searchParams.get("symbol") ?? "");
        if (!pair) return void response.writeHead(400).end();
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(klines(Number(pair.bid), url.searchParams)));
        return;
      }
      const upstream = await fetch(`${stub.url}${request.url ?? "/"}`);
      response.writeHead(upstream.status, { "content-type": "application/json" });
      response.end(await upstream.text());
    } catch {
      response.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(e2eFeedPort, "127.0.0.1", resolve));
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stub.close();
  };
}

/** Moves a pair (e.g. "BTCUSDT") on the e2e feed; the app's price loop reads it within a second. */
export async function setStubPair(symbol: string, bid: string, ask: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${e2eFeedPort}/__stub/pair`, {
    method: "POST",
    body: JSON.stringify({ symbol, bid, ask }),
  });
  if (response.status !== 204) throw new Error(`stub feed answered ${response.status}`);
}

/** Takes the e2e feed down (every connection dropped) or brings it back. */
export async function setStubOutage(down: boolean): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${e2eFeedPort}/__stub/outage`, {
    method: "POST",
    body: JSON.stringify({ down }),
  });
  if (response.status !== 204) throw new Error(`stub feed answered ${response.status}`);
}
