import { templatePattern } from "../../shared/localize";
import type { CommonDict } from "./en/common";
import enCommon from "./en/common";
import type { Formatters } from "./formatters";
import { format } from "./index";

type DescriptionKey = Exclude<keyof CommonDict["descriptions"], "accounts">;
type OthersKey = keyof CommonDict["othersDescriptions"];
type AccountKey = keyof CommonDict["descriptions"]["accounts"];
type PlanKey = keyof CommonDict["plans"]["labels"];

const AMOUNT = /^-?\$\d{1,3}(?:,\d{3})*\.\d{2}$/;
const AMOUNT_NAMES = new Set(["amount", "added", "total"]);

/** Each English pattern as a regular expression with its placeholder names (built once). */
const patterns = (Object.keys(enCommon.descriptions) as (keyof CommonDict["descriptions"])[])
  .filter((key): key is DescriptionKey => key !== "accounts")
  .map((key) => {
    const { names, source } = templatePattern(enCommon.descriptions[key]);
    // An adjustment may end with the admin's reason in brackets; it is kept as it was written.
    const reason = key.startsWith("adjustment") ? "(?: \\((.*)\\))?" : "";
    return { key, names, regex: new RegExp(`^${source}${reason}$`, "s") };
  });

function findKey<K extends string>(labels: Record<K, string>, english: string): K | undefined {
  return (Object.keys(labels) as K[]).find((key) => labels[key] === english);
}

/**
 * A transaction's description (stored in English when it was written) in the reader's language:
 * a known pattern is re-worded, its amounts formatted by the locale, plan and account names
 * translated; names and reasons people typed stay as they are. Anything unknown (and English)
 * is shown as stored. `reader` 'admin': an admin reads about someone else's account, so the lines
 * that say "your" say "the user's" (in English too).
 */
export function localizeDescription(
  text: string,
  t: CommonDict,
  f: Formatters,
  reader: "owner" | "admin" = "owner",
): string {
  if (f.lang === "en" && reader === "owner") return text;
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    let ok = true;
    pattern.names.forEach((name, index) => {
      const value = match[index + 1] ?? "";
      if (AMOUNT_NAMES.has(name)) {
        if (!AMOUNT.test(value)) ok = false;
        values[name] = f.usd(value.replace(/[$,]/g, ""));
      } else if (name === "plan" || name === "from") {
        const key = findKey<PlanKey>(enCommon.plans.labels, value);
        values[name] = key ? t.plans.labels[key] : value;
      } else if (name === "account") {
        const key = findKey<AccountKey>(enCommon.descriptions.accounts, value);
        if (!key) ok = false;
        values[name] = key ? t.descriptions.accounts[key] : value;
      } else {
        values[name] = value;
      }
    });
    if (!ok) continue;
    const reason = pattern.names.length < match.length - 1 ? match[pattern.names.length + 1] : undefined;
    const template =
      reader === "admin" && pattern.key in t.othersDescriptions
        ? t.othersDescriptions[pattern.key as OthersKey]
        : t.descriptions[pattern.key];
    const localized = format(template, values);
    return reason === undefined ? localized : `${localized} (${reason})`;
  }
  return text;
}

/** A user's name as stored; the name the server gives a deleted user in the reader's language. */
export function displayUserName(name: string, t: CommonDict): string {
  return name === enCommon.deletedUser ? t.deletedUser : name;
}
