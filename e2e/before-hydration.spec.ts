/**
 * Screens before hydration (issue 29 point 8): on the prerendered public pages no choice made before
 * the app runs is lost. The language switch is a form to ?lang= (the server answers in that language
 * and sets the language cookie): without JavaScript an Apply button sends it, with JavaScript the
 * page's loader sends it on change; controls that need the app are disabled until it runs.
 */
import { expect, shot, test } from "./fixtures";

test("without JavaScript, choosing a language sends the page in it and the next page keeps it", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about", { waitUntil: "commit" });
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Swift Trade Exchange");
  // What needs the app says so: disabled, not a button that silently does nothing.
  await expect(page.getByRole("banner").getByRole("button", { name: "Switch to dark theme" })).toBeDisabled();

  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Language").selectOption("es");
  await shot(page, "before-hydration-no-js-language-form");
  await footer.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/about\?lang=es$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre Swift Trade Exchange");
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("es");

  // The next page, reached by a plain link without ?lang=, is in Spanish too.
  await footer.getByRole("link", { name: "Términos del servicio" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Términos del servicio");

  // The header's switch works the same way (back to English).
  await page.getByRole("banner").getByLabel("Idioma").selectOption("en");
  await page.getByRole("banner").getByRole("button", { name: "Aplicar" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await context.close();
});

test("with JavaScript, a language chosen before the app has hydrated is not lost", async ({ page }) => {
  // Hold the app back (a slow phone or network): the prerendered page is on screen, not yet hydrated.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/about", { waitUntil: "commit" });
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Swift Trade Exchange");
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  const theme = page.getByRole("banner").getByRole("button", { name: "Switch to dark theme" });
  await expect(theme).toBeDisabled();
  await shot(page, "before-hydration-theme-disabled");

  await page.getByRole("banner").getByLabel("Language").selectOption("fr");
  await expect(page).toHaveURL(/\/about\?lang=fr$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("À propos de Swift Trade Exchange");

  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(
    page.getByRole("banner").getByRole("button", { name: "Passer au thème sombre" }),
  ).toBeEnabled();
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conditions d'utilisation");
});
