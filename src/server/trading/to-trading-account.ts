import { centsToDecimal } from "../../shared/money";
import type { TradingAccount, TradingMode } from "../../shared/schemas/trading";
import type { AccountFigures } from "./account-figures";
import type { TradingAccountRow } from "./trading-account";

export function toTradingAccount(row: TradingAccountRow, figures: AccountFigures): TradingAccount {
  return {
    id: row.id,
    kind: row.kind as TradingAccount["kind"],
    mode: row.mode as TradingMode,
    cash: centsToDecimal(figures.cash),
    equity: centsToDecimal(figures.equity),
    usedMargin: centsToDecimal(figures.usedMargin),
    freeMargin: centsToDecimal(figures.freeMargin),
    marginLevel: figures.marginLevel,
    unrealizedPnl: centsToDecimal(figures.unrealizedPnl),
  };
}
