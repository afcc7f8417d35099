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
import enVerification from "./en/verification";
import esAdmin from "./es/admin.json";
import esAppropriateness from "./es/appropriateness.json";
import esAuth from "./es/auth.json";
import esCommon from "./es/common";
import esCopy from "./es/copy.json";
import esCopyAdmin from "./es/copy-admin.json";
import esInvestor from "./es/investor.json";
import esLanding from "./es/landing.json";
import esMarkets from "./es/markets.json";
import esMeta from "./es/meta.json";
import esPages from "./es/pages.json";
import esVerification from "./es/verification.json";
import frAdmin from "./fr/admin.json";
import frAppropriateness from "./fr/appropriateness.json";
import frAuth from "./fr/auth.json";
import frCommon from "./fr/common";
import frCopy from "./fr/copy.json";
import frCopyAdmin from "./fr/copy-admin.json";
import frInvestor from "./fr/investor.json";
import frLanding from "./fr/landing.json";
import frMarkets from "./fr/markets.json";
import frMeta from "./fr/meta.json";
import frPages from "./fr/pages.json";
import frVerification from "./fr/verification.json";

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
    ["verification", enVerification, { es: esVerification, fr: frVerification }],
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
