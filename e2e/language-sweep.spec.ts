/**
 * The main dialogs and toasts in Spanish and French (issue 14): no visible text, label or
 * placeholder left in English where the dictionaries translate it, no sideways scroll on a 375 px
 * phone, and no console error (the fixtures' guard). Every page in both languages is checked the
 * same way by the page sweep (page-sweep.spec.ts), which visits them all anyway.
 */
import type { Page } from "@playwright/test";
import esCopy from "../src/web/i18n/es/copy.json" with { type: "json" };
import frCopy from "../src/web/i18n/fr/copy.json" with { type: "json" };
import { signInInvestor, waitForPage } from "./app-pages";
import { mockCopies, mockTraders } from "./copy-fixtures";
import { expect, shot, test } from "./fixtures";
import { chooseLanguage, type Lang, sideways, untranslatedOn } from "./translation-check";

/** What is left in English on the page as it is now (texts and the title), and any sideways scroll. */
async function problemsOn(page: Page, lang: Lang, path: string): Promise<string[]> {
  const overflow = await sideways(page);
  return [...(await untranslatedOn(page, lang, path)), ...(overflow ? [overflow] : [])];
}

test.describe("dialogs and toasts in Spanish and French", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const lang of ["es", "fr"] as const) {
    test(`the withdrawal confirmation, its toast and the copy dialog in ${lang}`, async ({
      page,
      appData: data,
    }) => {
      await mockTraders(page);
      await mockCopies(page);
      await signInInvestor(page, data);
      await chooseLanguage(page, lang);
      await page.setViewportSize({ width: 375, height: 800 });
      const report: Record<string, string[]> = {};

      // A withdrawal: its success toast and the confirmation over the page.
      await page.goto("/withdrawals");
      await waitForPage(page);
      await page.getByRole("radio").first().check();
      await page.locator('input[name="amount"]').fill("25");
      await page.locator('input[name="walletAddress"]').fill("bc1qlanguagesweepaddress");
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
      await expect(page.getByRole("dialog")).toBeVisible();
      let problems = await problemsOn(page, lang, "/withdrawals");
      if (problems.length > 0) report[`${lang} withdrawal confirmation and toast`] = problems;

      // The copy dialog on a trader's page.
      await page.goto("/traders/t-steady");
      await waitForPage(page);
      const copyAction = (lang === "es" ? esCopy : frCopy).detail.copyAction;
      await page
        .getByRole("main")
        .getByRole("button", { name: new RegExp(`^${copyAction} Maximiliana`) })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      problems = await problemsOn(page, lang, "/traders/t-steady");
      if (problems.length > 0) report[`${lang} copy dialog`] = problems;
      await shot(page, `language-sweep-copy-dialog-${lang}-375`);

      expect(report).toEqual({});
    });
  }
});
