import { messages } from "../../shared/messages";
import type { Runner } from "../db/client";
import { unprocessable } from "../http/errors";
import { accountId, userAccount } from "./accounts";
import { lockAccounts } from "./post-entry";

/**
 * Refuses `amount` beyond what the user may spend: their balance minus the hold of pending
 * withdrawals, read from `balances` as locked by `lockAccounts` (both accounts among them).
 */
export function requireAvailable(
  balances: ReadonlyMap<string, bigint>,
  userId: string,
  amount: bigint,
): void {
  const balance = balances.get(accountId(userAccount(userId, "balance"))) ?? 0n;
  const held = balances.get(accountId(userAccount(userId, "hold"))) ?? 0n;
  if (amount > balance - held) throw unprocessable("INSUFFICIENT_BALANCE", messages.insufficientBalance);
}

/** Locks the user's balance and hold accounts, then refuses `amount` beyond balance minus hold. */
export async function lockAvailable(tx: Runner, userId: string, amount: bigint): Promise<void> {
  const balances = await lockAccounts(tx, [userAccount(userId, "balance"), userAccount(userId, "hold")]);
  requireAvailable(balances, userId, amount);
}
