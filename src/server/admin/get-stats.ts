import { count } from "drizzle-orm";
import { z } from "zod";
import { centsToDecimal, moneyOutput } from "../../shared/money";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { users } from "../db/schema";

export const statsOutput = z.object({
  totalUsers: z.number().int(),
  /** Sum of successful deposits (credits), as a decimal string. */
  totalDeposits: moneyOutput,
});
export type Stats = z.infer<typeof statsOutput>;

export async function getStats(db: Db, _actor: Actor): Promise<Stats> {
  const [row] = await db.select({ total: count() }).from(users);
  // Deposits arrive with the money core; until then nothing has been deposited.
  return { totalUsers: row?.total ?? 0, totalDeposits: centsToDecimal(0n) };
}
