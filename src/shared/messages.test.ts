import { describe, expect, it } from "vitest";
import { fromAcceptLanguage } from "./languages";
import { localizeWith, messageKeyOf } from "./localize";
import { amountAtLeast, type Catalogue, en, leverageAboveClassCap, messages } from "./messages";
import { es } from "./messages-es";
import { fr } from "./messages-fr";

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

describe("server message catalogues", () => {
  for (const [lang, catalogue] of [
    ["es", es],
    ["fr", fr],
  ] as [string, Catalogue][]) {
    it(`${lang} has exactly the English keys, the same placeholders, and no empty or English text`, () => {
      for (const part of ["messages", "templates"] as const) {
        const source = en[part] as Record<string, string>;
        const target = catalogue[part] as Record<string, string>;
        expect(Object.keys(target).sort(), part).toEqual(Object.keys(source).sort());
        for (const [key, text] of Object.entries(source)) {
          expect(placeholders(target[key] ?? ""), key).toEqual(placeholders(text));
          expect(target[key]?.trim(), key).toBeTruthy();
        }
      }
      // A copied English text is a missed translation; these few read the same in both languages.
      const same = new Set(["copied", "twoFactorCodeInvalid", "messageSent", "transactionSuccessful"]);
      const untranslated = Object.entries(en.messages)
        .filter(([key, text]) => catalogue.messages[key as keyof Catalogue["messages"]] === text)
        .map(([key]) => key)
        .filter((key) => !same.has(key));
      expect(untranslated).toEqual([]);
    });
  }

  it("English texts are unique, so a thrown text identifies its key", () => {
    const texts = Object.values(messages);
    expect(new Set(texts).size).toBe(texts.length);
    expect(messageKeyOf(messages.insufficientBalance)).toBe("insufficientBalance");
  });

  it("translates a message, a filled template, and leaves other text alone", () => {
    expect(localizeWith(fr, messages.insufficientBalance)).toBe("Solde insuffisant");
    expect(localizeWith(es, messages.emailRequired)).toBe("El correo electrónico es obligatorio");
    expect(localizeWith(fr, amountAtLeast(699))).toBe("Le montant doit être supérieur ou égal à $699");
    expect(localizeWith(es, leverageAboveClassCap("BTCUSD", 2))).toBe(
      "El apalancamiento máximo de BTCUSD no puede superar 2:1, el límite de su clase de activo",
    );
    expect(localizeWith(en, amountAtLeast(699))).toBe("Amount must be greater than or equal to $699");
    expect(localizeWith(fr, "Some text of a user")).toBe("Some text of a user");
  });
});

describe("Accept-Language", () => {
  it("picks the best of our languages by quality, then order", () => {
    expect(fromAcceptLanguage("fr")).toBe("fr");
    expect(fromAcceptLanguage("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(fromAcceptLanguage("de-DE,de;q=0.9,es;q=0.5,fr;q=0.4")).toBe("es");
    expect(fromAcceptLanguage("en;q=0.3, ES;q=0.7")).toBe("es");
    expect(fromAcceptLanguage("fr;q=0, en")).toBe("en");
    expect(fromAcceptLanguage("de, *")).toBeNull();
    expect(fromAcceptLanguage("")).toBeNull();
    expect(fromAcceptLanguage(undefined)).toBeNull();
  });
});
