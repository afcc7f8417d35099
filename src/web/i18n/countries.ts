import { type Country, countries } from "../../shared/countries";
import { type Lang, localeOf } from "./index";

const codeByName = new Map(countries.map((country) => [country.name, country.code]));
const displayNames = new Map<Lang, Intl.DisplayNames | null>();

function regionNames(lang: Lang): Intl.DisplayNames | null {
  let names = displayNames.get(lang);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([localeOf(lang)], { type: "region", fallback: "none" });
    } catch {
      names = null;
    }
    displayNames.set(lang, names);
  }
  return names;
}

/**
 * A country's name in the reader's language (Intl.DisplayNames by its ISO code). The stored value
 * stays the English name of our list, which English shows as it is and every other language falls
 * back to when the browser has no name for the code (or the value is not one of ours).
 */
export function countryName(stored: string, lang: Lang): string {
  if (lang === "en") return stored;
  const code = codeByName.get(stored);
  if (!code) return stored;
  return regionNames(lang)?.of(code) ?? stored;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * Countries whose name in the reader's language or in English contains the typed text (case and
 * accents ignored), in the alphabetical order of the reader's language, at most `limit` of them.
 */
export function filterCountriesIn(text: string, lang: Lang, limit = 5): (Country & { label: string })[] {
  const needle = fold(text.trim());
  const labelled = countries.map((country) => ({ ...country, label: countryName(country.name, lang) }));
  const matches = needle
    ? labelled.filter(
        (country) => fold(country.label).includes(needle) || fold(country.name).includes(needle),
      )
    : labelled;
  if (lang !== "en") {
    const collator = new Intl.Collator(localeOf(lang));
    matches.sort((a, b) => collator.compare(a.label, b.label));
  }
  return matches.slice(0, limit);
}
