import { and, eq, sql } from "drizzle-orm";
import { isLanguage } from "../../shared/languages";
import { centsToDecimal } from "../../shared/money";
import type { Me } from "../../shared/schemas/user";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { preparedPerHandle } from "../db/prepared";
import { trades, users } from "../db/schema";
import { unauthorized } from "../http/errors";
import type { UserAccountKind } from "../ledger/accounts";
import type { Wallet } from "../ledger/get-wallet";
import { toTrade } from "../trades/to-trade";
import { toMe } from "./to-me";

/**
 * The signed-in user's profile, wallet, pending withdrawals and active trade: one query (it is the
 * most frequent request of the app; the benchmark measures it).
 */
const meQuery = preparedPerHandle((db) =>
  db
    .select({
      user: users,
      trade: trades,
      wallet: sql<Record<string, string> | null>`(
        select json_object_agg(a.kind, a.balance::text) from ledger_accounts a where a.user_id = ${users.id})`,
      pending: sql<number>`(
        select count(*)::int from transactions t
        where t.user_id = ${users.id} and t.kind = 'withdrawal' and t.status = 'pending')`,
      // Only looked up for an inactive user: an admin's deactivation is in the audit log.
      deactivated: sql<boolean>`(not ${users.isActive} and exists(
        select 1 from audit_log l
        where l.target_type = 'user' and l.target_id = ${users.id} and l.action = 'user.deactivate'))`,
    })
    .from(users)
    .leftJoin(trades, and(eq(trades.userId, users.id), eq(trades.status, "active")))
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("get_me"),
);

export async function getMe(db: Runner, actor: Actor): Promise<Me> {
  const [row] = await meQuery(db).execute({ userId: actor.userId });
  if (!row) throw unauthorized();
  const wallet: Wallet = { balance: 0n, profit: 0n, bonus: 0n, hold: 0n };
  for (const [kind, balance] of Object.entries(row.wallet ?? {})) {
    if (kind in wallet) wallet[kind as UserAccountKind] = BigInt(balance);
  }
  return {
    ...toMe(row.user),
    balance: centsToDecimal(wallet.balance),
    profit: centsToDecimal(wallet.profit),
    bonus: centsToDecimal(wallet.bonus),
    held: centsToDecimal(wallet.hold),
    available: centsToDecimal(wallet.balance - wallet.hold),
    pendingWithdrawals: Number(row.pending ?? 0),
    activeTrade: row.trade ? toTrade(row.trade, wallet.profit) : null,
    deactivated: row.deactivated === true,
    language: isLanguage(row.user.language) ? row.user.language : null,
  };
}
