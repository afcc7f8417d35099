import { centsToDecimal } from "../../shared/money";
import type { Quote } from "../../shared/schemas/market";
import type { Position } from "../../shared/schemas/trading";
import { decimalText, type PositionRow, unrealizedPnl } from "./account-figures";

export function toPosition(row: PositionRow, quote: Quote | undefined): Position {
  return {
    id: row.id,
    accountId: row.accountId,
    symbol: row.symbol,
    side: row.side,
    quantity: decimalText(row.quantity),
    averagePrice: decimalText(row.averagePrice),
    leverage: row.leverage,
    margin: centsToDecimal(row.margin),
    stopLoss: decimalText(row.stopLoss),
    takeProfit: decimalText(row.takeProfit),
    unrealizedPnl: centsToDecimal(unrealizedPnl(row, quote)),
    realizedPnl: centsToDecimal(row.realizedPnl),
    status: row.status,
    closeReason: row.closeReason,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
