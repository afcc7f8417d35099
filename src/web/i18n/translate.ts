import { type MessageKey, messages } from "../../shared/messages";
import type { CommonDict } from "./en/common";
import { format, type Lang, localeOf } from "./index";

/** The translation of a known English message (shared/messages.ts), else the message itself. */
export function translateMessage(t: CommonDict, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = (Object.keys(messages) as MessageKey[]).find((candidate) => messages[candidate] === message);
  return key && key in t.messages ? t.messages[key as keyof CommonDict["messages"]] : message;
}

/** A counted text's forms by Intl.PluralRules category; `other` is the fallback. */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** "You have 1 pending withdrawal" / "2 pending withdrawals": the language's plural rules pick the form. */
export function plural(lang: Lang, count: number, forms: PluralForms): string {
  const locale = localeOf(lang);
  const category = new Intl.PluralRules(locale).select(count);
  return format(forms[category] ?? forms.other, { count: new Intl.NumberFormat(locale).format(count) });
}
