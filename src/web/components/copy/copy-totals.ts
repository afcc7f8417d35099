import type { Copy } from "../../../shared/schemas/copies";
import type { TradingMode } from "../../../shared/schemas/trading";
import { cents } from "../../routes/investor/trade/format";

export interface CopyTotals {
  mode: TradingMode;
  equity: bigint;
  /** P&L after profit share (each copy's netPnl: unrealized + realized - profit share paid). */
  pnl: bigint;
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
      equity: running.reduce((sum, item) => sum + cents(item.equity), 0n),
      pnl: running.reduce((sum, item) => sum + cents(item.netPnl), 0n),
      count: running.length,
    });
  }
  return out;
}
