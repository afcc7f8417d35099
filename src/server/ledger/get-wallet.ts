import { eq } from "drizzle-orm";
import type { Runner } from "../db/client";
import { ledgerAccounts } from "../db/schema";
import type { UserAccountKind } from "./accounts";

export type Wallet = Record<UserAccountKind, bigint>;

/** A user's cached balances (zero for accounts not opened yet). */
export async function getWallet(db: Runner, userId: string): Promise<Wallet> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  const wallet: Wallet = { balance: 0n, profit: 0n, bonus: 0n, hold: 0n };
  for (const row of rows) wallet[row.kind as UserAccountKind] = row.balance;
  return wallet;
}
