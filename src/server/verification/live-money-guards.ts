import { and, eq } from "drizzle-orm";
import type { TradingMode } from "../../shared/schemas/trading";
import type { Actor } from "../auth/session";
import type { Config } from "../config";
import type { Runner } from "../db/client";
import { copies, tradingAccounts } from "../db/schema";
import { requireVerificationLevel } from "./verification-level";

type Rules = Pick<Config, "kycRequired">;

/**
 * Guards of routes whose money is real only in live mode (issue 32): live trading and live copies
 * need level 2; practice needs nothing. A record that is not the caller's is left to the use case
 * (its 404).
 */
export async function requireLevelForMode(db: Runner, rules: Rules, actor: Actor, mode: TradingMode) {
  if (mode === "live") await requireVerificationLevel(db, rules, actor.userId, 2);
}

/** An order or a transfer on the caller's trading account `accountId`. */
export async function requireLevelForAccount(db: Runner, rules: Rules, actor: Actor, accountId: string) {
  const [account] = await db
    .select({ mode: tradingAccounts.mode })
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.id, accountId), eq(tradingAccounts.userId, actor.userId)));
  if (account) await requireLevelForMode(db, rules, actor, account.mode);
}

/** Money added to the caller's copy `copyId`. */
export async function requireLevelForCopy(db: Runner, rules: Rules, actor: Actor, copyId: string) {
  const [copy] = await db
    .select({ mode: copies.mode })
    .from(copies)
    .where(and(eq(copies.id, copyId), eq(copies.investorId, actor.userId)));
  if (copy) await requireLevelForMode(db, rules, actor, copy.mode);
}
