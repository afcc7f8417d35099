import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A pair's book and day figures as the stub exchange serves them (Binance number strings). */
export interface StubPair {
  bid: string;
  ask: string;
  last?: string;
  /** Daily closes `/api/v3/klines` serves, oldest first; default: the bid, flat. */
  closes?: string[];
}

/**
 * Tests only: a real local HTTP server speaking the Binance REST format for
 * `/api/v3/ticker/bookTicker`, `/api/v3/ticker/24hr` (`?symbols=["BTCUSDT",...]`) and `/api/v3/klines`
 * (`?symbol=BTCUSDT&interval=1d&limit=31`: the pair's `closes`, or its bid flat). The test sets
 * each pair's bid and ask; a pair it does not list answers 400 like the exchange does.
 */
export interface StubFeed {
  url: string;
  pairs: Map<string, StubPair>;
  /**
   * How the feed misbehaves, set by a test: "down" drops every connection (an outage), an answer
   * replaces every reply (HTTP 500s, garbage bodies); undefined: it answers normally.
   */
  fault: "down" | { status: number; body: string } | undefined;
  /** Requests seen, as "path?query". */
  requests: string[];
  close(): Promise<void>;
}

export async function startStubFeed(pairs: Record<string, StubPair>): Promise<StubFeed> {
  const feed = createStubFeed(pairs);
  await feed.listen();
  return feed;
}

/** The stub feed, answering once `listen` has given it its `url`. */
export function createStubFeed(pairs: Record<string, StubPair>): StubFeed & { listen(): Promise<void> } {
  const state = new Map(Object.entries(pairs));
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    requests.push(`${url.pathname}${url.search}`);
    const { fault } = feed;
    if (fault === "down") return request.socket.destroy();
    if (fault) {
      response.writeHead(fault.status, { "content-type": "application/json" });
      return response.end(fault.body);
    }
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    let wanted: string[];
    try {
      wanted = url.searchParams.has("symbols")
        ? (JSON.parse(url.searchParams.get("symbols") ?? "") as string[])
        : [url.searchParams.get("symbol") ?? ""];
    } catch {
      return send(400, { code: -1100, msg: "Illegal characters found in parameter 'symbols'" });
    }
    if (wanted.some((symbol) => !state.has(symbol)))
      return send(400, { code: -1121, msg: "Invalid symbol." });
    if (url.pathname === "/api/v3/ticker/bookTicker") {
      return send(
        200,
        wanted.map((symbol) => {
          const pair = state.get(symbol)!;
          return {
            symbol,
            bidPrice: pair.bid,
            bidQty: "1.00000000",
            askPrice: pair.ask,
            askQty: "1.00000000",
          };
        }),
      );
    }
    if (url.pathname === "/api/v3/ticker/24hr") {
      return send(
        200,
        wanted.map((symbol) => {
          const pair = state.get(symbol)!;
          const last = pair.last ?? pair.bid;
          return { symbol, lastPrice: last, priceChange: "0.00000000", priceChangePercent: "0.000" };
        }),
      );
    }
    if (url.pathname === "/api/v3/klines") {
      const pair = state.get(wanted[0]!)!;
      const limit = Number(url.searchParams.get("limit") ?? "30");
      const closes = pair.closes ?? Array.from({ length: limit }, () => pair.bid);
      const start = Date.UTC(2026, 0, 1);
      return send(
        200,
        closes
          .slice(-limit)
          .map((close, day) => [start + day * 86_400_000, close, close, close, close, "1.0"]),
      );
    }
    return send(404, { code: -1, msg: "not found" });
  });
  const feed: StubFeed & { listen(): Promise<void> } = {
    url: "",
    pairs: state,
    fault: undefined,
    requests,
    listen: async () => {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      feed.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return feed;
}
