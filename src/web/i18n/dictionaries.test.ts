import { describe, expect, it } from "vitest";

/** Every leaf path with its placeholders, e.g. "hero.title" -> ["{years}"]. */
function leaves(value: unknown, path = ""): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (typeof value === "string") {
    out.set(path, [...value.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort());
  } else if (Array.isArray(value) || (value && typeof value === "object")) {
    for (const [key, child] of Object.entries(value)) {
      for (const [childPath, placeholders] of leaves(child, path ? `${path}.${key}` : key)) {
        out.set(childPath, placeholders);
      }
    }
  }
  return out;
}

// Every dictionary file: English the source, es/ and fr/ its translations (common.ts adds the API's
// catalogue to common.json, so it stands for that namespace).
const english = import.meta.glob<unknown>("./en/*.ts", { eager: true, import: "default" });
const translations = import.meta.glob<unknown>(
  ["./{es,fr}/*.json", "./{es,fr}/common.ts", "!./*/common.json"],
  {
    eager: true,
    import: "default",
  },
);

describe("translations", () => {
  it("every English namespace has its es and fr dictionaries, and nothing else is there", () => {
    const names = Object.keys(english).map((path) => path.replace(/^\.\/en\/(.+)\.ts$/, "$1"));
    const expected = ["es", "fr"].flatMap((lang) =>
      names.map((name) => `./${lang}/${name}.${name === "common" ? "ts" : "json"}`),
    );
    expect(Object.keys(translations).sort()).toEqual(expected.sort());
  });

  for (const [path, dict] of Object.entries(translations)) {
    const [, lang, name] = /^\.\/(es|fr)\/(.+)\.(?:json|ts)$/.exec(path)!;
    it(`${lang}/${name} has every English text, with the same placeholders, and no empty one`, () => {
      const source = leaves(english[`./en/${name}.ts`]);
      const target = leaves(dict);
      expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [leaf, placeholders] of source) expect(target.get(leaf), leaf).toEqual(placeholders);
      for (const [leaf] of target) expect(String(leaf).length).toBeGreaterThan(0);
    });
  }
});
