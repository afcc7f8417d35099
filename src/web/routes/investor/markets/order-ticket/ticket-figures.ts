import type { Cents } from "../../../../../shared/money";
import type { OrderSide } from "../../../../../shared/schemas/trading";
import { formatFixed } from "../../../../../shared/trading-math";
import { typedDecimal } from "../../../../components/ui/typed-number";
import { format } from "../../../../i18n";
import type { MarketsDict } from "../../../../i18n/en/markets";
import type { Formatters } from "../../../../i18n/formatters";
import type { Levels } from "../level-fields";
import type { TicketPreview } from "../ticket-preview";
import type { FigureRow } from "./figure-rows";

/** The preview's rows: quantity, fill price (at the ask or the bid), notional, margin, free margin. */
export function previewRows(input: {
  t: MarketsDict;
  fmt: Formatters;
  symbol: string;
  side: OrderSide;
  preview: TicketPreview;
  freeMargin: Cents;
}): FigureRow[] {
  const { t, fmt, symbol, side, preview, freeMargin } = input;
  const price = preview.price === null ? "—" : fmt.price(symbol, formatFixed(preview.price));
  return [
    [t.ticket.fillQuantity, `${fmt.quantity(formatFixed(preview.quantity))} ${symbol}`],
    [t.ticket.fillPrice, format(side === "buy" ? t.ticket.atAsk : t.ticket.atBid, { price })],
    [t.ticket.notional, fmt.usd(preview.notional)],
    [t.ticket.margin, fmt.usd(preview.margin)],
    [t.ticket.freeMargin, fmt.usd(freeMargin)],
  ];
}

/** The confirmation's rows: the preview's but free margin, then leverage and the levels set. */
export function confirmationRows(input: {
  t: MarketsDict;
  fmt: Formatters;
  symbol: string;
  preview: readonly FigureRow[];
  leverage: number;
  levels: Levels;
}): FigureRow[] {
  const { t, fmt, symbol, preview, leverage, levels } = input;
  const rows: FigureRow[] = [
    ...preview.slice(0, 4),
    [t.ticket.leverage, format(t.ticket.leverageValue, { leverage })],
  ];
  const stopLoss = typedDecimal(levels.stopLoss);
  if (stopLoss !== null) rows.push([t.positions.stopLoss, fmt.price(symbol, formatFixed(stopLoss))]);
  const takeProfit = typedDecimal(levels.takeProfit);
  if (takeProfit !== null) rows.push([t.positions.takeProfit, fmt.price(symbol, formatFixed(takeProfit))]);
  return rows;
}
