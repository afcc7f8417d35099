import { describe, expect, it } from "vitest";
import { adjustmentDescription } from "../../server/adjustments/book-adjustment";
import { profitClaimedDescription } from "../../shared/messages";
import { localizeDescription } from "./descriptions";
import enCommon from "./en/common";
import esCommon from "./es/common";
import { formattersFor } from "./formatters";
import frCommon from "./fr/common";

const fr = (text: string) => localizeDescription(text, frCommon, formattersFor("fr"));
const es = (text: string) => localizeDescription(text, esCommon, formattersFor("es"));
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("transaction descriptions stored in English, shown in the reader's language", () => {
  it("English shows what is stored", () => {
    const text = "Invested $1,000.00 in the Basic Plan";
    expect(localizeDescription(text, enCommon, formattersFor("en"))).toBe(text);
  });

  it("an admin reads about the user's account, never 'your' (issue 31 point 15)", () => {
    const admin = (text: string, lang: "en" | "es" | "fr") =>
      nbsp(
        localizeDescription(
          text,
          { en: enCommon, es: esCommon, fr: frCommon }[lang],
          formattersFor(lang),
          "admin",
        ),
      );
    expect(admin("$600.00 transferred to your live trading account", "en")).toBe(
      "$600.00 transferred to the user's live trading account",
    );
    expect(admin("$100.00 moved to your copy of Ann Lee", "en")).toBe(
      "$100.00 moved to the user's copy of Ann Lee",
    );
    expect(admin("$600.00 transferred from your live trading account", "fr")).toBe(
      "600,00 $US transférés depuis le compte de trading réel de l'utilisateur",
    );
    expect(admin("$3.00 profit share from a copy of your trades", "es")).toMatch(
      /de las operaciones del usuario$/,
    );
    // Lines without "your" read the same for both.
    expect(admin("Deposit via Bitcoin", "en")).toBe("Deposit via Bitcoin");
  });

  it("re-words every pattern the server writes, with amounts, plans and accounts translated", () => {
    expect(fr("Referral bonus")).toBe("Bonus de parrainage");
    expect(nbsp(es("Invested $1,000.00 in the Basic Plan"))).toMatch(
      /^Inversión de 1\.?000,00 US\$ en el Plan Básico$/,
    );
    expect(fr("Deposit via Bitcoin")).toBe("Dépôt par Bitcoin");
    expect(es("Withdrawal via USDT (TRC20)")).toBe("Retiro mediante USDT (TRC20)");
  });

  // Amounts are formatted with (narrow) no-break spaces: compared with plain spaces.
  it.each([
    [fr, "Invested $1,000.00 in the Basic Plan", "1 000,00 $US investis dans l'Offre Basic"],
    [
      fr,
      "Upgraded from the Basic Plan ($100.00) to the Vast Plan: $50.00 added, new total $150.00",
      "Passage de l'Offre Basic (100,00 $US) à l'Offre Vast : 50,00 $US ajoutés, nouveau total 150,00 $US",
    ],
    [fr, "A profit of $12.34 was claimed", "Gains de 12,34 $US réclamés"],
    [
      fr,
      "Mega Plan trade amount of $5,000.00 returned",
      "Montant de la position de l'Offre Mega restitué : 5 000,00 $US",
    ],
    [
      fr,
      "Mega Plan trade closed: amount of $5,000.00 returned",
      "Position de l'Offre Mega clôturée : montant de 5 000,00 $US restitué",
    ],
    [
      fr,
      "$20.00 transferred to your live trading account",
      "20,00 $US transférés vers votre compte de trading réel",
    ],
    [
      fr,
      "$20.00 transferred from your live trading account",
      "20,00 $US transférés depuis votre compte de trading réel",
    ],
    [fr, "Balance adjustment: $5.00 added", "Ajustement du solde : 5,00 $US ajoutés"],
    [
      es,
      "Bonus adjustment: $5.00 deducted (typo (twice))",
      "Ajuste de bono: 5,00 US$ descontados (typo (twice))",
    ],
    [
      fr,
      "$3.00 profit share from a copy of your trades",
      "3,00 $US de partage des gains sur une copie de vos positions",
    ],
    [fr, "$100.00 moved to your copy of Ann Lee", "100,00 $US transférés vers votre copie de Ann Lee"],
    [fr, "$99.00 returned from your copy of Ann Lee", "99,00 $US restitués depuis votre copie de Ann Lee"],
  ])("re-words %#: %s", (reader, stored, shown) => {
    expect(nbsp(reader(stored))).toBe(shown);
  });

  it("recognises the texts the server's own functions write", () => {
    expect(nbsp(fr(profitClaimedDescription("$1,234.50")))).toBe("Gains de 1 234,50 $US réclamés");
    const deducted = adjustmentDescription({ userId: "u", account: "profit", amount: -500n }, "refund");
    expect(nbsp(fr(deducted))).toBe("Ajustement du compte de gains : 5,00 $US déduits (refund)");
  });

  it("anything else is shown as stored", () => {
    expect(fr("Something an old version wrote")).toBe("Something an old version wrote");
    expect(fr("Wallet adjustment: $5.00 added")).toBe("Wallet adjustment: $5.00 added");
  });
});
