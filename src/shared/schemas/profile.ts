import { z } from "zod";
import { LANGUAGES } from "../languages";
import { messages } from "../messages";
import { registerInput } from "./auth";

/** PATCH /api/v1/me: only the phone number and the country can be changed (spec section 7). */
export const profileUpdateInput = z.strictObject({
  phone: registerInput.shape.phone,
  country: registerInput.shape.country,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;

const languageInput = z.enum(LANGUAGES, { error: messages.languageUnknown });

/**
 * PATCH /api/v1/me: the profile form's phone and country, the chosen language, or both (each
 * field optional; the language picker sends only `language`).
 */
export const meUpdateInput = z.strictObject({
  phone: profileUpdateInput.shape.phone.optional(),
  country: profileUpdateInput.shape.country.optional(),
  language: languageInput.optional(),
});

/** Avatar uploads (spec section 5): .png, .jpg or .jpeg under 2MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_ACCEPT = ".png,.jpg,.jpeg,image/png,image/jpeg";
export const AVATAR_TYPES = ["image/png", "image/jpeg"] as const;
