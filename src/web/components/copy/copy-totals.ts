import { type Cents, readCents, sumCents } from "../../../shared/money";
import type { Copy } from "../../../shared/schemas/copies";
import type { TradingMode } from "../../../shared/schemas/trading";

export interface CopyTotals {
  mode: TradingMode;
  equity: Cents;
  /** P&L after profit share (each copy's netPnl: unrealized + realized - profit share paid). */
  pnl: Cents;
  count: number;
}

/**
 * Equity and P&L of the copies still running, per mode: live money and practice money are never
 * added together. Live first; a mode without running copies is left out.
 */
export function copyTotals(copies: readonly Copy[]): CopyTotals[] {
  const out: CopyTotals[] = [];
  for (const mode of ["live", "practice"] as const) {
    const running = copies.filter((item) => item.mode === mode && item.status !== "stopped");
    if (running.length === 0) continue;
    out.push({
      mode,
      equity: sumCents(running.map((item) => readCents(item.equity))),
      pnl: sumCents(running.map((item) => readCents(item.netPnl))),
      count: running.length,
    });
  }
  return out;
}
