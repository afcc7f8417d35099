import { z } from "zod";
import { LANGUAGES } from "../languages";
import { moneyOutput } from "../money";
import { personRef } from "./person";
import { tradeOutput } from "./trades";

const roleSchema = z.enum(["user", "admin"]);
export type Role = z.infer<typeof roleSchema>;

/** A user's profile (what sign-in and sign-up return). */
export const profileOutput = personRef.extend({
  phone: z.string(),
  country: z.string(),
  referralId: z.string(),
  referrerId: z.string().nullable(),
  avatar: z.string().nullable(),
  isActive: z.boolean(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  /** Sign-in asks for an authenticator code after the password. */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileOutput>;

/** The signed-in user's own profile and money, as GET /api/v1/me returns it. */
export const meOutput = profileOutput.extend({
  /** Total balance (withdrawal requests do not reduce it until approved). */
  balance: moneyOutput,
  profit: moneyOutput,
  bonus: moneyOutput,
  /** Sum of pending withdrawals: held, not available for new withdrawals or trades. */
  held: moneyOutput,
  /** balance - held. */
  available: moneyOutput,
  pendingWithdrawals: z.number().int(),
  activeTrade: tradeOutput.nullable(),
  /** Inactive because an admin deactivated the account (not a new account awaiting activation). */
  deactivated: z.boolean(),
  /** The language the user chose; null until they choose one. */
  language: z.enum(LANGUAGES).nullable(),
});
export type Me = z.infer<typeof meOutput>;
