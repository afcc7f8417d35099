import { and, count, eq, isNull, sum } from "drizzle-orm";
import { centsToDecimal } from "../../shared/money";
import type { AdminStats } from "../../shared/schemas/admin";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { transactions, users } from "../db/schema";

export async function getStats(db: Runner, _actor: Actor): Promise<AdminStats> {
  // Deleted users are not users any more; their deposits still count (the money came in).
  const [row] = await db.select({ total: count() }).from(users).where(isNull(users.deletedAt));
  const [deposits] = await db
    .select({ total: sum(transactions.amount) })
    .from(transactions)
    .where(and(eq(transactions.kind, "deposit"), eq(transactions.status, "success")));
  return { totalUsers: row?.total ?? 0, totalDeposits: centsToDecimal(BigInt(deposits?.total ?? "0")) };
}
