import { and, eq } from "drizzle-orm";
import type { TradingMode } from "../../shared/schemas/trading";
import type { Actor } from "../auth/actor";
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

/** The caller's records whose mode decides: a trading account (orders, transfers), a copy (money added). */
const owned = {
  account: { table: tradingAccounts, owner: tradingAccounts.userId },
  copy: { table: copies, owner: copies.investorId },
};

/** An action on the caller's record `id` of this kind, in the mode of that record. */
export async function requireLevelForOwned(
  db: Runner,
  rules: Rules,
  actor: Actor,
  kind: keyof typeof owned,
  id: string,
) {
  const { table, owner } = owned[kind];
  const [record] = await db
    .select({ mode: table.mode })
    .from(table)
    .where(and(eq(table.id, id), eq(owner, actor.userId)));
  if (record) await requireLevelForMode(db, rules, actor, record.mode);
}
