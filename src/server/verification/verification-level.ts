import { sql } from "drizzle-orm";
import { messages, verificationLimit } from "../../shared/messages";
import { centsToDecimal, formatUsd } from "../../shared/money";
import type { VerificationLevel } from "../../shared/schemas/verification";
import type { Config } from "../config";
import type { Runner } from "../db/client";
import { type AppError, levelRequired, unprocessable } from "../http/errors";

export type VerificationRules = Pick<Config, "kycRequired" | "kycLevel1DepositLimit">;

/**
 * The level granted to a user (issue 32): 2 once an admin approved their documents, 1 when it was
 * granted (accounts older than verification) or their level-1 details are saved and their email is
 * verified, else 0. Read, never cached: a decision takes effect on the next request.
 */
export async function grantedLevel(db: Runner, userId: string): Promise<VerificationLevel> {
  const result = await db.execute(sql`
    select greatest(
      coalesce(p.level, 0),
      case when p.details_at is not null and u.email_verified then 1 else 0 end
    )::int as level
    from users u left join verification_profiles p on p.user_id = u.id
    where u.id = ${userId}`);
  const level = Number((result.rows[0] as { level?: number } | undefined)?.level ?? 0);
  return level >= 2 ? 2 : level === 1 ? 1 : 0;
}

/** The level in force: the granted one, or 2 for everyone when verification is not required. */
export async function verificationLevelOf(
  db: Runner,
  rules: Pick<Config, "kycRequired">,
  userId: string,
): Promise<VerificationLevel> {
  return rules.kycRequired ? grantedLevel(db, userId) : 2;
}

/** 403 VERIFICATION_REQUIRED, saying which level the action needs. */
export function verificationRequired(level: 1 | 2, message?: string): AppError {
  const text = message ?? (level === 1 ? messages.verificationNeedsLevel1 : messages.verificationNeedsLevel2);
  return levelRequired(text, level);
}

/** Refuses (403) unless `userId` is at `level` or above. */
export async function requireVerificationLevel(
  db: Runner,
  rules: Pick<Config, "kycRequired">,
  userId: string,
  level: 1 | 2,
): Promise<void> {
  if ((await verificationLevelOf(db, rules, userId)) < level) throw verificationRequired(level);
}

/**
 * Deposits a user has asked for that still count towards the level-1 limit: pending and approved
 * ones (a rejected deposit never arrived).
 */
async function lifetimeDeposits(db: Runner, userId: string): Promise<bigint> {
  const result = await db.execute(sql`
    select coalesce(sum(amount), 0)::text as total from transactions
    where user_id = ${userId} and kind = 'deposit' and status <> 'failed'`);
  return BigInt((result.rows[0] as { total: string }).total);
}

/**
 * A deposit of `amount` by a level-1 user must keep their lifetime deposits within
 * KYC_LEVEL1_DEPOSIT_LIMIT (422 VERIFICATION_LIMIT otherwise); level 2 has no limit. Locks the
 * user's row first, so two deposits at once cannot both pass on the same remaining room.
 */
export async function requireDepositWithinLimit(
  db: Runner,
  rules: VerificationRules,
  userId: string,
  amount: bigint,
): Promise<void> {
  if (!rules.kycRequired) return;
  await db.execute(sql`select id from users where id = ${userId} for no key update`);
  const level = await grantedLevel(db, userId);
  if (level >= 2) return;
  if (level < 1) throw verificationRequired(1);
  const total = await lifetimeDeposits(db, userId);
  if (total + amount > rules.kycLevel1DepositLimit) {
    throw unprocessable("VERIFICATION_LIMIT", verificationLimit(formatUsd(rules.kycLevel1DepositLimit)));
  }
}

/** What is left of the level-1 deposit limit, dollars ("0.00" at the limit). */
export async function depositRoomLeft(db: Runner, rules: VerificationRules, userId: string): Promise<string> {
  const left = rules.kycLevel1DepositLimit - (await lifetimeDeposits(db, userId));
  return centsToDecimal(left > 0n ? left : 0n);
}
