import { describe, expect, it } from "vitest";
import enAdmin from "./en/admin";
import enAppropriateness from "./en/appropriateness";
import enAuth from "./en/auth";
import enCommon from "./en/common";
import enCopy from "./en/copy";
import enCopyAdmin from "./en/copy-admin";
import enInvestor from "./en/investor";
import enLanding from "./en/landing";
import enMarkets from "./en/markets";
import enMeta from "./en/meta";
import enPages from "./en/pages";
import esAdmin from "./es/admin";
import esAppropriateness from "./es/appropriateness";
import esAuth from "./es/auth";
import esCommon from "./es/common";
import esCopy from "./es/copy";
import esCopyAdmin from "./es/copy-admin";
import esInvestor from "./es/investor";
import esLanding from "./es/landing";
import esMarkets from "./es/markets";
import esMeta from "./es/meta";
import esPages from "./es/pages";
import frAdmin from "./fr/admin";
import frAppropriateness from "./fr/appropriateness";
import frAuth from "./fr/auth";
import frCommon from "./fr/common";
import frCopy from "./fr/copy";
import frCopyAdmin from "./fr/copy-admin";
import frInvestor from "./fr/investor";
import frLanding from "./fr/landing";
import frMarkets from "./fr/markets";
import frMeta from "./fr/meta";
import frPages from "./fr/pages";

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

describe("translations", () => {
  for (const [name, en, others] of [
    ["common", enCommon, { es: esCommon, fr: frCommon }],
    ["landing", enLanding, { es: esLanding, fr: frLanding }],
    ["pages", enPages, { es: esPages, fr: frPages }],
    ["auth", enAuth, { es: esAuth, fr: frAuth }],
    ["meta", enMeta, { es: esMeta, fr: frMeta }],
    ["markets", enMarkets, { es: esMarkets, fr: frMarkets }],
    ["copyAdmin", enCopyAdmin, { es: esCopyAdmin, fr: frCopyAdmin }],
    ["appropriateness", enAppropriateness, { es: esAppropriateness, fr: frAppropriateness }],
    ["investor", enInvestor, { es: esInvestor, fr: frInvestor }],
    ["admin", enAdmin, { es: esAdmin, fr: frAdmin }],
    ["copy", enCopy, { es: esCopy, fr: frCopy }],
  ] as const) {
    for (const [lang, dict] of Object.entries(others)) {
      it(`${lang}/${name} has every English text, with the same placeholders, and no empty one`, () => {
        const source = leaves(en);
        const target = leaves(dict);
        expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
        for (const [path, placeholders] of source) expect(target.get(path), path).toEqual(placeholders);
        for (const [path] of target) expect(String(path).length).toBeGreaterThan(0);
      });
    }
  }
});
