import { z } from "zod";
import { moneyOutput } from "../money";

/**
 * GET /api/v1/admin/trading/exposure: the house's position is the opposite of its users' live
 * positions. Quantities are the users' (long, short, net); notional and unrealized P&L are the
 * users' at the current quotes, so the house's unrealized P&L is minus that figure.
 */
export const exposureOutput = z.object({
  instruments: z.array(
    z.object({
      symbol: z.string(),
      longQuantity: z.string(),
      shortQuantity: z.string(),
      netQuantity: z.string(),
      notional: moneyOutput,
      unrealizedPnl: moneyOutput,
    }),
  ),
  /** The house's realized P&L from live trading (the market account): users' profits are its losses. */
  realizedPnl: moneyOutput,
  /** Losses beyond users' cash the house absorbed (negative-balance protection). */
  writeOffs: moneyOutput,
});
export type Exposure = z.infer<typeof exposureOutput>;
