import { messages } from "../../../shared/messages";
import { type TraderValues, traderInput } from "../../../shared/schemas/traders";
import type { CommonDict } from "../../i18n/en/common";

export type TraderField = "displayName" | "bio" | "profitSharePercent";
/** The dialog's fields as typed (the percent is text until checked). */
export type TraderFormValues = Record<TraderField, string>;

type ErrorKey = keyof CommonDict["traders"]["errors"];
const ERROR_KEYS: Record<string, ErrorKey> = {
  [messages.displayNameRequired]: "displayNameRequired",
  [messages.displayNameTooLong]: "displayNameTooLong",
  [messages.bioTooLong]: "bioTooLong",
  [messages.profitShareInvalid]: "profitShareInvalid",
};

/** A field message of the server or the shared schema in the dialog's language (else as it is). */
export function traderErrorText(t: CommonDict["traders"], message: string): string {
  const key = ERROR_KEYS[message];
  return key ? t.errors[key] : message;
}

/**
 * The server's rules (the shared `traderInput` schema) applied before sending: the percent must be
 * a whole number written with digits only ("12.5", "1e1" and "" are refused as the server would).
 * Returns the input to send, or the first English message per field.
 */
export function checkTraderForm(
  values: TraderFormValues,
):
  | { input: TraderValues; errors?: undefined }
  | { input?: undefined; errors: Partial<Record<TraderField, string>> } {
  const percentText = values.profitSharePercent.trim();
  const percent = /^\d{1,3}$/.test(percentText) ? Number(percentText) : Number.NaN;
  const parsed = traderInput.safeParse({
    displayName: values.displayName,
    bio: values.bio,
    profitSharePercent: percent,
  });
  if (parsed.success) return { input: parsed.data };
  const errors: Partial<Record<TraderField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TraderField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
