import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import type { registerInput } from "../../shared/schemas/auth";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { accounts, users } from "../db/schema";
import { badRequest, conflict } from "../http/errors";
import { creditReferralBonus } from "../referrals/credit-referral-bonus";
import { makeUniqueReferralId } from "./referral-id";

export type Registration = z.output<typeof registerInput>;

export interface RegisterDeps {
  hashPassword(password: string): Promise<string>;
  autoActivate: boolean;
  /** Credited to the referrer's balance and bonus, in cents (REFERRAL_BONUS). */
  referralBonus?: bigint;
}

/**
 * Creates the account (user + email/password credential) in one transaction: the referrer must
 * exist, the email must be free, the referral id is unique. Signing in is the caller's next step.
 */
export async function registerUser(db: Db, input: Registration, deps: RegisterDeps) {
  const passwordHash = await deps.hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email))
        .limit(1);
      if (taken) throw conflict("EMAIL_TAKEN", messages.emailTaken);
      let referrerUserId: string | null = null;
      if (input.referrerId) {
        const [referrer] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.referralId, input.referrerId))
          .limit(1);
        if (!referrer)
          throw badRequest(messages.referralIdUnknown, { referrerId: messages.referralIdUnknown });
        referrerUserId = referrer.id;
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
          referralId: await makeUniqueReferralId(txDb, input.name),
          referrerId: input.referrerId ?? null,
          isActive: deps.autoActivate,
        })
        .returning();
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
      });
      // The referral bonus commits (or not) together with the account it is for.
      if (referrerUserId && deps.referralBonus) {
        await creditReferralBonus(tx, { referrerUserId, referredUserId: userId, amount: deps.referralBonus });
      }
      return user!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) throw conflict("EMAIL_TAKEN", messages.emailTaken);
    throw error;
  }
}
