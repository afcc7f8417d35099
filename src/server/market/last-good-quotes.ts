import type { MarketSymbol } from "../../shared/schemas/market";
import {
  type CheckedQuote,
  checkQuote,
  movedBeyondBand,
  type PriceBand,
  type QuoteRejection,
} from "./check-quote";
import type { ProviderQuote } from "./provider";

/** The last quote of a listed instrument that passed the price rule, and whether the feed still confirms it. */
export interface KeptQuote {
  checked: CheckedQuote;
  /** When it was read from the feed (epoch ms): its age is measured from here. */
  readAt: number;
  /** False since the feed last failed to give a good quote for it: it is served stale until a fresh one. */
  fresh: boolean;
}

/** Why nothing was taken for a symbol on a poll: a rejected quote, or none in the feed's answer. */
export type MissedQuote = QuoteRejection | "missing";

/**
 * The feed's instruments as the platform knows them (issue 29): each keeps its last good quote; a
 * poll's quote replaces it only when it passes the price rule and stays within the price band, or
 * when the next poll confirms a move beyond the band. Anything else is counted by reason and leaves
 * the last good quote in place, no longer fresh. Never a made-up price.
 */
export class LastGoodQuotes {
  private readonly kept = new Map<MarketSymbol, KeptQuote>();
  /** A move beyond the band, waiting for the next poll to confirm it. */
  private readonly held = new Map<MarketSymbol, CheckedQuote>();
  readonly missed: Record<MissedQuote, number> = {
    unreadable: 0,
    crossed: 0,
    "outside-band": 0,
    missing: 0,
  };

  constructor(private readonly band: PriceBand) {}

  get(symbol: MarketSymbol): KeptQuote | undefined {
    return this.kept.get(symbol);
  }

  /** A poll's answer for `symbol` at `now` (undefined: the feed's answer had no usable row). */
  take(symbol: MarketSymbol, quote: ProviderQuote | undefined, now: number): MissedQuote | undefined {
    const checked = quote ? checkQuote(quote) : "missing";
    if (typeof checked === "string") return this.miss(symbol, checked);
    const last = this.kept.get(symbol);
    const { percent, windowMs } = this.band;
    if (last && now - last.readAt <= windowMs && movedBeyondBand(last.checked, checked, percent)) {
      const pending = this.held.get(symbol);
      this.held.set(symbol, checked);
      if (!pending || movedBeyondBand(pending, checked, percent)) return this.miss(symbol, "outside-band");
    }
    this.held.delete(symbol);
    this.kept.set(symbol, { checked, readAt: now, fresh: true });
    return undefined;
  }

  /** The feed did not answer for `symbols`: their last good quotes stay, no longer fresh. */
  unanswered(symbols: readonly MarketSymbol[]): void {
    for (const symbol of symbols) {
      const kept = this.kept.get(symbol);
      if (kept) kept.fresh = false;
    }
  }

  private miss(symbol: MarketSymbol, reason: MissedQuote): MissedQuote {
    this.missed[reason] += 1;
    this.unanswered([symbol]);
    return reason;
  }
}
