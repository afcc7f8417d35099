import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Language } from "../../shared/languages";
import { messages } from "../../shared/messages";
import type { registerInput } from "../../shared/schemas/auth";
import type { Runner } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { accounts, users } from "../db/schema";
import { conflict } from "../http/errors";
import { creditReferralBonus } from "../referrals/credit-referral-bonus";
import { makeUniqueReferralId } from "./referral-id";

export type Registration = z.output<typeof registerInput>;

export interface RegisterDeps {
  hashPassword(password: string): Promise<string>;
  autoActivate: boolean;
  /** Credited to the referrer's balance and bonus when this account first becomes active, in cents. */
  referralBonus?: bigint;
  /**
   * The language the sign-up page was shown in, saved with the account when it is not English (so
   * the welcome email, sent before the browser saves it, is in that language); null keeps
   * Accept-Language in charge.
   */
  language?: Language | null;
}

/**
 * Creates the account (user + email/password credential) in one transaction: the email must be
 * free, the referral id is unique. The referral ID is optional (spec): one that names no one (or a
 * deleted account) is dropped and the sign-up goes on without a referrer. Under AUTO_ACTIVATE the
 * account is active at once and the referrer's bonus is paid now; otherwise when an admin activates
 * it (see creditReferralBonus). Signing in is the caller's next step.
 */
export async function registerUser(db: Runner, input: Registration, deps: RegisterDeps) {
  const passwordHash = await deps.hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email))
        .limit(1);
      if (taken) throw conflict("EMAIL_TAKEN", messages.emailTaken);
      let referrerId: string | null = null;
      if (input.referrerId) {
        // Share-locked so that the referrer's deletion cannot slip in between (see deleteUser).
        const [referrer] = await tx
          .select({ referralId: users.referralId })
          .from(users)
          .where(and(eq(users.referralId, input.referrerId), isNull(users.deletedAt)))
          .for("share");
        referrerId = referrer?.referralId ?? null;
      }
      const userId = randomUUID();
      const [user] = await tx
        .insert(users)
        .values({
          id: userId,
          name: input.name,
          email: input.email,
          phone: input.phone,
          country: input.country,
          referralId: await makeUniqueReferralId(tx, input.name),
          referrerId,
          isActive: deps.autoActivate,
          language: deps.language && deps.language !== "en" ? deps.language : null,
        })
        .returning();
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
      });
      if (deps.autoActivate) {
        await creditReferralBonus(tx, { userId, amount: deps.referralBonus ?? 0n, actorId: userId });
      }
      return user!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) throw conflict("EMAIL_TAKEN", messages.emailTaken);
    throw error;
  }
}
