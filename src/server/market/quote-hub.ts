import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  type MarketSymbol,
  marketSymbol,
  type QuotesOutput,
  quotesOutput,
} from "../../shared/schemas/market";
import type { Database } from "../db/client";

/** The NOTIFY channel the price loop's quotes and the instances' watch lists travel on. */
const QUOTES_CHANNEL = "ste_quotes";

type Message =
  | { kind: "quotes"; data: QuotesOutput }
  | { kind: "watch"; instance: string; symbols: MarketSymbol[] };

export interface QuoteHub {
  /** A live-stream client watching `symbols`; `send` gets each round's quotes for them. Returns the unwatch. */
  watch(symbols: readonly MarketSymbol[], send: (quotes: QuotesOutput) => void): () => void;
  /** Symbols watched by clients of any instance (this one's, and those the others announced lately). */
  watched(): MarketSymbol[];
  /** Tells the other instances what this one's clients watch (called every poll). */
  announce(): Promise<void>;
  /** Sends a round of quotes to the watchers of every instance (the lease holder calls it). */
  publish(quotes: QuotesOutput): Promise<void>;
  close(): Promise<void>;
}

/**
 * Quotes on the live stream across instances (issue 12): the instance holding the price loop's
 * lease publishes each round with NOTIFY, every instance hands it to its own clients, each getting
 * only the symbols it asked for. Instances announce their watched symbols on the same channel so the
 * lease holder polls for the watchers of the whole cluster; an announcement lasts `watchTtlMs`.
 */
export async function createQuoteHub(
  database: Database,
  watchTtlMs: number,
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): Promise<QuoteHub> {
  const instance = randomUUID();
  const local = new Set<{ symbols: ReadonlySet<MarketSymbol>; send: (quotes: QuotesOutput) => void }>();
  const remote = new Map<string, { symbols: MarketSymbol[]; expires: number }>();
  const localSymbols = () => [...new Set([...local].flatMap((watcher) => [...watcher.symbols]))];

  const deliver = (round: QuotesOutput) => {
    for (const watcher of local) {
      const quotes = round.quotes.filter((quote) => watcher.symbols.has(quote.symbol));
      if (quotes.length === 0) continue;
      watcher.send({ ...round, simulated: quotes.some((quote) => quote.simulated), quotes });
    }
  };
  const notify = (message: Message) =>
    database.db.execute(sql`select pg_notify(${QUOTES_CHANNEL}, ${JSON.stringify(message)})`);

  const unlisten = await database.listen(QUOTES_CHANNEL, (payload) => {
    const message = read(payload);
    if (!message) return onError(new Error(`unreadable quotes message: ${payload.slice(0, 200)}`));
    if (message.kind === "quotes") deliver(message.data);
    else if (message.instance !== instance)
      remote.set(message.instance, { symbols: message.symbols, expires: now() + watchTtlMs });
  });

  const hub: QuoteHub = {
    watch(symbols, send) {
      const known = new Set(hub.watched());
      const watcher = { symbols: new Set(symbols), send };
      local.add(watcher);
      // A symbol new to the cluster is announced at once, so the next round includes it.
      if (symbols.some((symbol) => !known.has(symbol))) hub.announce().catch(onError);
      return () => local.delete(watcher);
    },
    watched() {
      const symbols = new Set(localSymbols());
      for (const [id, entry] of remote) {
        if (entry.expires <= now()) remote.delete(id);
        else for (const symbol of entry.symbols) symbols.add(symbol);
      }
      return [...symbols].sort();
    },
    async announce() {
      const symbols = localSymbols();
      if (symbols.length > 0) await notify({ kind: "watch", instance, symbols });
    },
    async publish(quotes) {
      // A NOTIFY payload holds under 8000 bytes: a round of many symbols goes in several.
      for (let start = 0; start < quotes.quotes.length; start += 10) {
        const part = quotes.quotes.slice(start, start + 10);
        await notify({
          kind: "quotes",
          data: { ...quotes, simulated: part.some((quote) => quote.simulated), quotes: part },
        });
      }
    },
    async close() {
      local.clear();
      remote.clear();
      await unlisten();
    },
  };
  return hub;
}

function read(payload: string): Message | undefined {
  try {
    const message = JSON.parse(payload) as Message;
    if (message.kind === "quotes") {
      const data = quotesOutput.safeParse(message.data);
      return data.success ? { kind: "quotes", data: data.data } : undefined;
    }
    if (message.kind === "watch" && typeof message.instance === "string" && Array.isArray(message.symbols)) {
      const symbols = message.symbols.map((symbol) => marketSymbol.safeParse(symbol));
      if (symbols.every((symbol) => symbol.success))
        return { kind: "watch", instance: message.instance, symbols: symbols.map((symbol) => symbol.data!) };
    }
    return undefined;
  } catch {
    return undefined;
  }
}
