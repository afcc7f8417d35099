import { and, count, eq, isNull, sum } from "drizzle-orm";
import { z } from "zod";
import { centsToDecimal, moneyOutput } from "../../shared/money";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { transactions, users } from "../db/schema";

export const statsOutput = z.object({
  totalUsers: z.number().int(),
  /** Sum of successful deposits (credits), as a decimal string. */
  totalDeposits: moneyOutput,
});
export type Stats = z.infer<typeof statsOutput>;

export async function getStats(db: Runner, _actor: Actor): Promise<Stats> {
  // Deleted users are not users any more; their deposits still count (the money came in).
  const [row] = await db.select({ total: count() }).from(users).where(isNull(users.deletedAt));
  const [deposits] = await db
    .select({ total: sum(transactions.amount) })
    .from(transactions)
    .where(and(eq(transactions.kind, "deposit"), eq(transactions.status, "success")));
  return { totalUsers: row?.total ?? 0, totalDeposits: centsToDecimal(BigInt(deposits?.total ?? "0")) };
}
