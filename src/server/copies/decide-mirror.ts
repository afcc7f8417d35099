import type { copySkipReasons } from "../../shared/schemas/copies";
import type { Quote } from "../../shared/schemas/market";
import type { OrderSide, TradingMode } from "../../shared/schemas/trading";
import {
  copyCloseQuantity,
  copyQuantity,
  type Fixed,
  fixedMarginQuantity,
  marginCents,
  notionalCents,
} from "../../shared/trading-math";
import { accountFigures, fixedOf, type PositionRow } from "../trading/account-figures";
import { fillPrice } from "../trading/quote-source";
import type { InstrumentRow } from "../trading/to-instrument";
import { usableQuote } from "../trading/usable-quotes";

export type SkipReason = (typeof copySkipReasons)[number];

/** A queued trader fill with what the sizing needs (mirror_jobs joined to the fill). */
export interface MirrorJob {
  seq: bigint;
  traderFillId: string;
  symbol: string;
  /** The fill's side: what the trader bought or sold. */
  side: OrderSide;
  quantity: Fixed;
  price: Fixed;
  leverage: number;
  /** Whether the fill opened or added to the trader's position (else it reduced or closed it). */
  opening: boolean;
  equityBefore: bigint;
  quantityBefore: Fixed;
  /** When the trader's fill was made (the database's clock). */
  filledAt: Date;
}

/** What one copy does with one trader fill (docs/design.md, Copy trading), decided from its state under its locks. */
export type MirrorDecision =
  | { kind: "discard" }
  | { kind: "skip"; reason: SkipReason }
  /** A close with no usable quote right now: the task stays queued, and the copy's later fills wait. */
  | { kind: "defer" }
  /** The copy holds the other side from before: that position closes first (applyMirrorTask does it). */
  | { kind: "close-against-first"; position: PositionRow }
  | { kind: "reduce"; position: PositionRow; quantity: Fixed; price: Fixed }
  | { kind: "increase"; position: PositionRow | null; quantity: Fixed; price: Fixed; margin: bigint };

/** How the copy sizes its opens: null proportional; else the fixed margin per open, cents (issue 31 point 12). */
export type FixedMargin = bigint | null;

export interface CopyState {
  status: string;
  mode: TradingMode;
  fixedMargin: FixedMargin;
  cash: bigint;
  /** The copy account's open positions. */
  open: readonly PositionRow[];
  /** Quotes of every instrument the account holds and of the job's. */
  quotes: ReadonlyMap<string, Quote>;
  /** The database's time now, to tell whether the copy is on time for the trader's price. */
  now: Date;
}

/**
 * The price a copy fills at (issue 30 point 2): on our own book the copier gets what the trader got
 * when the copy is applied within `staleMs` of the trader's fill; later (an outage, a backlog), the
 * copy's own quote (buy at ask, sell at bid), its slippage recorded beside the trader's price.
 */
function mirrorPrice(job: MirrorJob, quote: Quote, now: Date, staleMs: number): Fixed {
  return now.getTime() - job.filledAt.getTime() <= staleMs ? job.price : fillPrice(quote, job.side);
}

/**
 * The quantity a copy opens for a trader's opening fill, floored to the lot step: proportional
 * copies scale the trader's quantity by copy equity / trader equity before the fill; fixed-amount
 * copies open fixed margin x leverage / price (the trader's leverage), whatever the trader's size.
 */
export function mirrorQuantity(
  job: Pick<MirrorJob, "symbol" | "quantity" | "equityBefore" | "leverage">,
  fixedMargin: FixedMargin,
  copyEquity: bigint,
  price: Fixed,
  step: Fixed,
): Fixed {
  if (fixedMargin !== null) return fixedMarginQuantity(job.symbol, fixedMargin, job.leverage, price, step);
  return copyQuantity(job.quantity, copyEquity, job.equityBefore, step);
}

/**
 * The mirroring rules of docs/design.md, Copy trading for one copy, one trader fill:
 * - Opens and adds: quantity = trader quantity x copy equity now / trader equity before the fill,
 *   or, for a fixed-amount copy, fixed margin x leverage / price (mirrorQuantity), floored to the lot
 *   step; skipped (with the reason) when the copy is paused, the instrument is
 *   disabled, the copy's quote is not usable (live copies need a fresh exchange quote), the value is
 *   below the instrument's minimum notional (never rounded up) or the margin does not fit.
 * - Reduces and closes: the same fraction of the copy's position (all of it when the trader closed
 *   all, or when what would stay is below the minimum notional), also on a paused copy;
 *   'no-position' when the copy holds none.
 */
export function decideMirror(
  job: MirrorJob,
  instrument: InstrumentRow,
  copy: CopyState,
  staleMs: number,
): MirrorDecision {
  if (copy.status === "stopped") return { kind: "discard" };
  const quote = usableQuote(copy.quotes.get(job.symbol), copy.mode);
  const step = fixedOf(instrument.lotStep);
  const onInstrument = copy.open.filter((row) => row.symbol === job.symbol);

  if (!job.opening) {
    const traderSide: OrderSide = job.side === "buy" ? "sell" : "buy";
    const position = onInstrument.find((row) => row.side === traderSide);
    if (!position) return { kind: "skip", reason: "no-position" };
    if (!quote) return { kind: "defer" };
    const held = fixedOf(position.quantity);
    const share = copyCloseQuantity(job.quantity, job.quantityBefore, held, step);
    if (share === 0n) return { kind: "skip", reason: "below-minimum" };
    const price = mirrorPrice(job, quote, copy.now, staleMs);
    // As for the investor's own closes (requireCloseRemainder), no dust is left open: a remainder
    // worth less than the minimum notional closes with the share.
    const dust = share < held && notionalCents(job.symbol, held - share, price) < instrument.minNotional;
    return { kind: "reduce", position, quantity: dust ? held : share, price };
  }

  if (copy.status === "paused") return { kind: "skip", reason: "paused" };
  if (!instrument.enabled) return { kind: "skip", reason: "instrument-disabled" };
  if (!quote) return { kind: "skip", reason: "market-data-stale" };
  const against = onInstrument.find((row) => row.side !== job.side);
  if (against) return { kind: "close-against-first", position: against };
  const price = mirrorPrice(job, quote, copy.now, staleMs);
  const figures = accountFigures(copy.cash, copy.open, copy.quotes);
  const quantity = mirrorQuantity(job, copy.fixedMargin, figures.equity, price, step);
  const notional = notionalCents(job.symbol, quantity, price);
  if (quantity === 0n || notional < instrument.minNotional) return { kind: "skip", reason: "below-minimum" };
  const margin = marginCents(notional, job.leverage);
  if (margin > figures.freeMargin) return { kind: "skip", reason: "insufficient-margin" };
  return { kind: "increase", position: onInstrument[0] ?? null, quantity, price, margin };
}
