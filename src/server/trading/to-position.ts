import { centsToDecimal } from "../../shared/money";
import type { Quote } from "../../shared/schemas/market";
import type { Position } from "../../shared/schemas/trading";
import { formatFixed } from "../../shared/trading-math";
import { fixedOf, type PositionRow, unrealizedPnl } from "./account-figures";

const decimal = (text: string | null) => (text === null ? null : formatFixed(fixedOf(text)));

export function toPosition(row: PositionRow, quote: Quote | undefined): Position {
  return {
    id: row.id,
    accountId: row.accountId,
    symbol: row.symbol,
    side: row.side,
    quantity: formatFixed(fixedOf(row.quantity)),
    averagePrice: formatFixed(fixedOf(row.averagePrice)),
    leverage: row.leverage,
    margin: centsToDecimal(row.margin),
    stopLoss: decimal(row.stopLoss),
    takeProfit: decimal(row.takeProfit),
    unrealizedPnl: centsToDecimal(unrealizedPnl(row, quote)),
    realizedPnl: centsToDecimal(row.realizedPnl),
    status: row.status,
    closeReason: row.closeReason,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
