import { z } from "zod";
import { isKnownCountry } from "../countries";
import { messages } from "../messages";
import { requiredText } from "./required-text";

export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

const email = requiredText(messages.emailRequired, 254, messages.emailInvalid)
  .pipe(z.email({ error: messages.emailInvalid }))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN, messages.passwordTooShort)
  .max(PASSWORD_MAX, messages.passwordTooLong);

export const loginInput = z.strictObject({
  email,
  password,
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginInput>;

export const registerInput = z.strictObject({
  name: requiredText(messages.fullNameRequired, 100, messages.fullNameTooLong),
  email,
  phone: z
    .string({ error: messages.phoneRequired })
    .trim()
    .min(1, messages.phoneRequired)
    .regex(/^\+?[0-9 ()-]{5,24}$/, messages.phoneInvalid),
  country: z
    .string({ error: messages.countryRequired })
    .trim()
    .min(1, messages.countryRequired)
    .refine(isKnownCountry, messages.countryUnknown),
  // Optional (spec): an id that names no one does not block the sign-up; it is dropped.
  referrerId: z
    .string()
    .trim()
    .max(256, messages.referralIdUnknown)
    .optional()
    .transform((value) => (value ? value : undefined)),
  password,
});
export type RegisterInput = z.input<typeof registerInput>;

export const requestPasswordResetInput = z.strictObject({ email });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetInput>;

export const resetPasswordInput = z.strictObject({
  token: z.string({ error: messages.resetLinkInvalid }).min(1, messages.resetLinkInvalid).max(512),
  newPassword: password,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const changePasswordInput = z.strictObject({
  currentPassword: z
    .string({ error: messages.currentPasswordRequired })
    .min(1, messages.currentPasswordRequired)
    .max(PASSWORD_MAX),
  newPassword: password,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const totpCodeInput = z.strictObject({
  code: z
    .string({ error: messages.twoFactorCodeRequired })
    .trim()
    .regex(/^\d{6}$/, messages.twoFactorCodeRequired),
  trustDevice: z.boolean().optional(),
});
export type TotpCodeInput = z.input<typeof totpCodeInput>;

export const backupCodeInput = z.strictObject({
  code: z.string({ error: messages.backupCodeRequired }).trim().min(1, messages.backupCodeRequired).max(64),
  trustDevice: z.boolean().optional(),
});
export type BackupCodeInput = z.input<typeof backupCodeInput>;

/** Turning two-factor on or off, or showing codes again, asks for the password. */
export const passwordConfirmInput = z.strictObject({ password });
export type PasswordConfirmInput = z.input<typeof passwordConfirmInput>;
