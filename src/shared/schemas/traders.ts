import { z } from "zod";
import { messages } from "../messages";

/** Limits of a trader profile (the admin's form checks the same ones before sending). */
export const TRADER_DISPLAY_NAME_MAX = 60;
export const TRADER_BIO_MAX = 500;
export const PROFIT_SHARE_MAX = 30;

/**
 * POST /api/v1/admin/users/:id/trader: makes an active user a trader, re-activates a stopped one, or
 * updates an active trader's profile (DESIGN.md section 8).
 */
export const traderInput = z.strictObject({
  displayName: z
    .string({ error: messages.displayNameRequired })
    .trim()
    .min(1, messages.displayNameRequired)
    .max(TRADER_DISPLAY_NAME_MAX, messages.displayNameTooLong),
  bio: z.string({ error: messages.bioTooLong }).trim().max(TRADER_BIO_MAX, messages.bioTooLong).default(""),
  profitSharePercent: z
    .number({ error: messages.profitShareInvalid })
    .int(messages.profitShareInvalid)
    .min(0, messages.profitShareInvalid)
    .max(PROFIT_SHARE_MAX, messages.profitShareInvalid),
});
export type TraderInput = z.input<typeof traderInput>;
export type TraderValues = z.output<typeof traderInput>;

/** A user's trader profile as the admin sees it; `stoppedAt` set once no new copies are allowed. */
export const traderProfile = z.object({
  displayName: z.string(),
  bio: z.string(),
  profitSharePercent: z.number().int(),
  /** When an admin first made the user a trader. */
  since: z.string(),
  stoppedAt: z.string().nullable(),
});
export type TraderProfile = z.infer<typeof traderProfile>;
