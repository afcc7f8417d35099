import { and, count, eq } from "drizzle-orm";
import { centsToDecimal } from "../../shared/money";
import type { Me } from "../../shared/schemas/user";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { transactions, users } from "../db/schema";
import { unauthorized } from "../http/errors";
import { getWallet } from "../ledger/get-wallet";
import { findActiveTrade } from "../trades/get-current-trade";
import { toMe } from "./to-me";

export async function getMe(db: Db, actor: Actor): Promise<Me> {
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!user) throw unauthorized();
  const wallet = await getWallet(db, user.id);
  const [pending] = await db
    .select({ n: count() })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, user.id),
        eq(transactions.kind, "withdrawal"),
        eq(transactions.status, "pending"),
      ),
    );
  return {
    ...toMe(user),
    balance: centsToDecimal(wallet.balance),
    profit: centsToDecimal(wallet.profit),
    bonus: centsToDecimal(wallet.bonus),
    held: centsToDecimal(wallet.hold),
    available: centsToDecimal(wallet.balance - wallet.hold),
    pendingWithdrawals: pending?.n ?? 0,
    activeTrade: await findActiveTrade(db, user.id, wallet.profit),
  };
}
