import { describe, expect, it } from "vitest";
import { type Namespace, preloadLanguage } from "./index";

const namespaces: Namespace[] = [
  "common",
  "landing",
  "pages",
  "auth",
  "markets",
  "appropriateness",
  "investor",
  "admin",
  "copy",
  "copyAdmin",
  "verification",
];

describe("translated dictionaries load lazily", () => {
  it.each(["es", "fr"] as const)("%s has a dictionary for every namespace", async (lang) => {
    await expect(preloadLanguage(lang, namespaces)).resolves.toBeUndefined();
  });
});
