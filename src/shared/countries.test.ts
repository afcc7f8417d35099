import { describe, expect, it } from "vitest";
import { countries, filterCountries, flagEmoji, isKnownCountry } from "./countries";

describe("countries", () => {
  it("bundles the full list sorted by name", () => {
    expect(countries.length).toBeGreaterThan(240);
    const names = countries.map((country) => country.name);
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
    expect(isKnownCountry("Nigeria")).toBe(true);
    expect(isKnownCountry("Atlantis")).toBe(false);
  });

  it("filters by typed text, case-insensitively, at most 5 matches", () => {
    expect(filterCountries("united").map((country) => country.name)).toEqual([
      "United Arab Emirates",
      "United Kingdom",
      "United States",
    ]);
    expect(filterCountries("a")).toHaveLength(5);
    expect(filterCountries("zzz")).toEqual([]);
  });

  it("draws flags locally from the country code", () => {
    expect(flagEmoji("us")).toBe("🇺🇸");
  });
});
