import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { queueEmail } from "../mail/queue-email";

export const SESSION_COOKIE_PREFIX = "ste";

export function createAuth(config: Config, db: Db) {
  return betterAuth({
    appName: "Swift Trade Exchange",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.sessionSecret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: "pg", schema, usePlural: true, transaction: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Accounts are created by our register-user use case (one transaction with the referral
      // bonus); better-auth only signs people in and out.
      disableSignUp: true,
      // The link opens our /reset-password screen; setting a new password ends every session.
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await queueEmail(db, {
          kind: "reset-password",
          to: user.email,
          props: { name: user.name, resetUrl: url },
        });
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // better-auth's own scrypt unless a test app gives a cheaper one (config.ts).
      ...(config.passwordHash ? { password: config.passwordHash } : {}),
    },
    emailVerification: {
      sendVerificationEmail: async ({ user, url }) => {
        await queueEmail(db, {
          kind: "verify-email",
          to: user.email,
          props: { name: user.name, verifyUrl: url },
        });
      },
      expiresIn: 60 * 60,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    user: {
      fields: { image: "avatar" },
      additionalFields: {
        phone: { type: "string", required: false, input: false },
        country: { type: "string", required: false, input: false },
        referrerId: { type: "string", required: false, input: false },
        referralId: { type: "string", required: false, input: false },
        role: { type: "string", required: false, input: false, defaultValue: "user" },
        isActive: { type: "boolean", required: false, input: false, defaultValue: config.autoActivate },
        language: { type: "string", required: false, input: false },
      },
    },
    // Optional TOTP sign-in with backup codes; secrets and codes are stored encrypted.
    plugins: [twoFactor({ issuer: "Swift Trade Exchange" })],
    // An error that is not one of better-auth's own answers (a database error, say a NUL byte
    // PostgreSQL refuses) is thrown out of the handler to our error handler, which classifies it
    // (400 bad input, 503 unavailable, ...) instead of better-auth's bare 500.
    onAPIError: { throw: true },
    // Sign-in and sign-up are rate-limited per IP by Fastify in front of this handler.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
