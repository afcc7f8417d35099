import { centsToDecimal } from "../../shared/money";
import { findPlan } from "../../shared/plans";
import type { Trade } from "../../shared/schemas/trades";
import type { trades } from "../db/schema";

export type TradeRow = typeof trades.$inferSelect;

export function toTrade(row: TradeRow, profit: bigint): Trade {
  return {
    id: row.id,
    planId: row.planId,
    planLabel: findPlan(row.planId)?.label ?? row.planId,
    amount: centsToDecimal(row.amount),
    roi: row.roi,
    profit: centsToDecimal(profit),
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
  };
}
