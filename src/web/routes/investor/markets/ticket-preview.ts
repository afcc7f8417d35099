import { type Cents, cents } from "../../../../shared/money";
import type { Instrument } from "../../../../shared/schemas/instruments";
import type { Quote } from "../../../../shared/schemas/market";
import type { OrderSide } from "../../../../shared/schemas/trading";
import {
  type Fixed,
  floorToStep,
  marginCents,
  notionalCents,
  parseFixed,
  quantityForAmount,
} from "../../../../shared/trading-math";
import { typedCents, typedDecimal } from "../../../components/ui/typed-number";

export type SizeBy = "quantity" | "amount";

export interface TicketPreview {
  /** The price the order fills at: ask for a buy, bid for a sell. */
  price: Fixed | null;
  /** The quantity sent, already a multiple of the lot step (0n when nothing valid is entered). */
  quantity: Fixed;
  notional: Cents;
  margin: Cents;
}

/**
 * The figures the server charges (src/shared/trading-math.ts): quantity typed, or the quantity an
 * amount in USD buys at the fill price, floored to the lot step; notional at the fill price; margin
 * = notional / leverage rounded up to the cent.
 */
export function previewOrder(input: {
  instrument: Pick<Instrument, "symbol" | "lotStep">;
  quote: Pick<Quote, "bid" | "ask"> | undefined;
  side: OrderSide;
  sizeBy: SizeBy;
  text: string;
  leverage: number;
}): TicketPreview {
  const { instrument, quote, side, sizeBy, text, leverage } = input;
  const fill = quote ? parseFixed(side === "buy" ? quote.ask : quote.bid) : null;
  const step = parseFixed(instrument.lotStep) ?? 1n;
  let raw: Fixed | null = null;
  if (sizeBy === "quantity") raw = typedDecimal(text);
  else {
    const amount = typedCents(text);
    raw = amount !== null && amount > 0n && fill ? quantityForAmount(instrument.symbol, amount, fill) : null;
  }
  const quantity = raw && raw > 0n && step > 0n ? floorToStep(raw, step) : 0n;
  const notional = fill && quantity > 0n ? notionalCents(instrument.symbol, quantity, fill) : cents(0n);
  return {
    price: fill,
    quantity,
    notional,
    margin: notional > 0n ? marginCents(notional, leverage) : cents(0n),
  };
}
