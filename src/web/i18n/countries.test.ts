import { describe, expect, it } from "vitest";
import { countryName, filterCountriesIn } from "./countries";

describe("country names in the reader's language", () => {
  it("English shows the stored name; es and fr the Intl name of its code; unknown values as stored", () => {
    expect(countryName("Antigua & Barbuda", "en")).toBe("Antigua & Barbuda");
    expect(countryName("Germany", "fr")).toBe("Allemagne");
    expect(countryName("Germany", "es")).toBe("Alemania");
    expect(countryName("United States", "fr")).toBe("États-Unis");
    expect(countryName("Atlantis", "fr")).toBe("Atlantis");
  });

  it("the picker finds a country by its name in the language or in English, accents ignored", () => {
    expect(filterCountriesIn("allem", "fr").map((c) => c.name)).toEqual(["Germany"]);
    expect(filterCountriesIn("germany", "fr").map((c) => c.label)).toEqual(["Allemagne"]);
    expect(filterCountriesIn("etats-u", "fr").map((c) => c.name)).toContain("United States");
    expect(filterCountriesIn("united", "en").map((c) => c.name)).toContain("United Kingdom");
    // Alphabetical in the reader's language.
    const labels = filterCountriesIn("", "fr", 5).map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "fr")));
    expect(labels[0]).toBe("Afghanistan");
  });
});
