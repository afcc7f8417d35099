import { centsToDecimal } from "../../shared/money";
import type { TradingAccount } from "../../shared/schemas/trading";
import type { AccountFigures } from "./account-figures";
import type { TradingAccountRow } from "./trading-account";

export function toTradingAccount(row: TradingAccountRow, figures: AccountFigures): TradingAccount {
  return {
    id: row.id,
    kind: row.kind,
    mode: row.mode,
    cash: centsToDecimal(figures.cash),
    equity: centsToDecimal(figures.equity),
    usedMargin: centsToDecimal(figures.usedMargin),
    freeMargin: centsToDecimal(figures.freeMargin),
    marginLevel: figures.marginLevel,
    unrealizedPnl: centsToDecimal(figures.unrealizedPnl),
  };
}
