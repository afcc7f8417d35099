import { z } from "zod";
import * as schemas from "../schemas/auth";
import { profileOutput } from "../schemas/user";
import { defineEndpoint } from "./endpoint";

/**
 * Sign-up, sign-in and account security: better-auth answers these (server/auth/routes.ts hands
 * them on and translates its error codes to ours), so their `tag` is "auth", except the sessions
 * list, whose answers live updates refresh (`[sessionsTag]`).
 */
const tag = "auth";
export const sessionsTag = "sessions";

const signedIn = z.object({ user: profileOutput });
const message = z.object({ message: z.string() });
/** better-auth's `{ status: true }` of an action done. */
const done = z.object({ status: z.boolean() });
/** No input: any JSON object, or no body at all (better-auth ignores it). */
const noBody = z.object({}).optional();

export const signUp = defineEndpoint({
  method: "POST",
  path: "/api/auth/sign-up/email",
  access: "public",
  summary: "Register an account",
  tag,
  body: schemas.registerInput,
  status: 200,
  output: signedIn,
  errors: ["EMAIL_TAKEN"],
});

export const signIn = defineEndpoint({
  method: "POST",
  path: "/api/auth/sign-in/email",
  access: "public",
  summary: "Sign in with email and password",
  tag,
  body: schemas.loginInput,
  status: 200,
  // With two-factor on, the password only opens the second step.
  output: z.union([signedIn, z.object({ twoFactorRequired: z.literal(true) })]),
  errors: ["INVALID_CREDENTIALS"],
});

const secondFactorErrors = ["INVALID_CODE", "TWO_FACTOR_EXPIRED", "TWO_FACTOR_LOCKED"] as const;

/** The second step of a two-factor sign-in, and the confirmation when turning two-factor on. */
export const verifyTotp = defineEndpoint({
  method: "POST",
  path: "/api/auth/two-factor/verify-totp",
  access: "public",
  summary: "Finish signing in with an authenticator code",
  tag,
  body: schemas.totpCodeInput,
  status: 200,
  output: signedIn,
  errors: secondFactorErrors,
});

export const verifyBackupCode = defineEndpoint({
  method: "POST",
  path: "/api/auth/two-factor/verify-backup-code",
  access: "public",
  summary: "Finish signing in with a backup code",
  tag,
  body: schemas.backupCodeInput,
  status: 200,
  output: signedIn,
  errors: secondFactorErrors,
});

export const requestPasswordReset = defineEndpoint({
  method: "POST",
  path: "/api/auth/request-password-reset",
  access: "public",
  summary: "Email a password reset link",
  tag,
  body: schemas.requestPasswordResetInput,
  status: 200,
  output: message,
  errors: [],
});

export const resetPassword = defineEndpoint({
  method: "POST",
  path: "/api/auth/reset-password",
  access: "public",
  summary: "Set a new password from a reset link",
  tag,
  body: schemas.resetPasswordInput,
  status: 200,
  output: message,
  errors: ["INVALID_TOKEN"],
});

export const changePassword = defineEndpoint({
  method: "POST",
  path: "/api/auth/change-password",
  access: "user",
  summary: "Change the password",
  tag,
  body: schemas.changePasswordInput,
  status: 200,
  output: message,
  errors: ["INVALID_PASSWORD"],
});

/** The signed-in devices, without their session tokens (those stay in httpOnly cookies). */
export const listSessions = defineEndpoint({
  method: "GET",
  path: "/api/auth/list-sessions",
  access: "user",
  summary: "List the signed-in sessions",
  tag: sessionsTag,
  status: 200,
  output: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
  errors: [],
});

// better-auth's own endpoints, answered as better-auth answers them (outputs: the fields we use).

export const signOut = defineEndpoint({
  method: "POST",
  path: "/api/auth/sign-out",
  access: "public",
  summary: "Sign out (end this session)",
  tag,
  body: noBody,
  status: 200,
  output: z.object({ success: z.boolean() }),
  errors: [],
});

export const revokeOtherSessions = defineEndpoint({
  method: "POST",
  path: "/api/auth/revoke-other-sessions",
  access: "user",
  summary: "Sign out every other session",
  tag: sessionsTag,
  body: noBody,
  status: 200,
  output: done,
  errors: [],
});

/** Step 1 of turning two-factor on: the password gives the authenticator URI and backup codes. */
export const enableTwoFactor = defineEndpoint({
  method: "POST",
  path: "/api/auth/two-factor/enable",
  access: "user",
  summary: "Start turning two-factor sign-in on (authenticator URI and backup codes)",
  tag,
  body: schemas.passwordConfirmInput,
  status: 200,
  output: z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
  errors: ["INVALID_PASSWORD"],
});

export const disableTwoFactor = defineEndpoint({
  method: "POST",
  path: "/api/auth/two-factor/disable",
  access: "user",
  summary: "Turn two-factor sign-in off",
  tag,
  body: schemas.passwordConfirmInput,
  status: 200,
  output: done,
  errors: ["INVALID_PASSWORD"],
});

export const generateBackupCodes = defineEndpoint({
  method: "POST",
  path: "/api/auth/two-factor/generate-backup-codes",
  access: "user",
  summary: "Replace the two-factor backup codes",
  tag,
  body: schemas.passwordConfirmInput,
  status: 200,
  output: z.object({ backupCodes: z.array(z.string()) }),
  errors: ["INVALID_PASSWORD"],
});
