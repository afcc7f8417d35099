import { z } from "zod";

const signedMoney = z.string().regex(/^-?\d+\.\d{2}$/);

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
      notional: signedMoney,
      unrealizedPnl: signedMoney,
    }),
  ),
  /** The house's realized P&L from live trading (the market account): users' profits are its losses. */
  realizedPnl: signedMoney,
  /** Losses beyond users' cash the house absorbed (negative-balance protection). */
  writeOffs: signedMoney,
});
export type Exposure = z.infer<typeof exposureOutput>;
