import { localizeWith } from "../../shared/localize";
import type { CommonDict } from "./en/common";
import { formattersFor } from "./formatters";
import { format, type Lang, localeOf } from "./index";

/**
 * The translation of a known English message (shared/messages.ts, a filled template too), else
 * the message itself: client-side validation gives English texts; the API already answers in the
 * language of the page (the client sends it as Accept-Language).
 */
export function translateMessage(t: CommonDict, message: string | undefined): string | undefined {
  if (!message) return message;
  return localizeWith(t, message);
}

/** A counted text's forms by Intl.PluralRules category; `other` is the fallback. */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** "You have 1 pending withdrawal" / "2 pending withdrawals": the language's plural rules pick the form. */
export function plural(lang: Lang, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(localeOf(lang)).select(count);
  return format(forms[category] ?? forms.other, { count: formattersFor(lang).count(count) });
}
