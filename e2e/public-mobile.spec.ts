import { expect, shot, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

for (const scheme of ["light", "dark"] as const) {
  test.describe(`375px ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test(`landing, menu with language switch, carousel swipe (${scheme})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("price-chart")).toHaveAttribute("data-ready", "true");
      // Nothing overflows horizontally.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, `public-landing-mobile-${scheme}`);

      // The header's language switch lives in the slide-in menu on small screens.
      await page.getByRole("button", { name: "Open menu" }).click();
      const menuId = await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-controls");
      const menu = page.locator(`[id="${menuId}"]`);
      await expect(menu.getByLabel("Language")).toBeVisible();
      await shot(page, `public-menu-mobile-${scheme}`);
      await menu.getByLabel("Language").selectOption("fr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Investissez aux côtés de traders professionnels",
      );
      await page.keyboard.press("Escape");
      await page.evaluate(() => localStorage.setItem("lang", "en"));
      await page.reload();

      // Carousel: mobile buttons and a touch-like swipe.
      const carousel = page.getByRole("region", { name: "Testimonials" });
      await carousel.scrollIntoViewIfNeeded();
      const current = () => carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
      await carousel.getByRole("button", { name: "Previous testimonial" }).filter({ visible: true }).click();
      await expect(current()).toHaveAttribute("aria-label", "5 of 5");
      const box = (await page.getByTestId("testimonial-viewport").boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width - 40, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 40, y, { steps: 5 });
      await page.mouse.up();
      await expect(current()).toHaveAttribute("aria-label", "1 of 5");
      await shot(page, `public-carousel-mobile-${scheme}`, 350);

      // FAQ modal fits the small screen.
      await page.locator("#faq").getByRole("button").first().click();
      await expect(page.getByRole("dialog", { name: "Get Answer" })).toBeVisible();
      await shot(page, `public-faq-mobile-${scheme}`);
      await page.keyboard.press("Escape");

      // Contact form validation at 375px.
      const contact = page.locator("#contact");
      await contact.scrollIntoViewIfNeeded();
      await contact.getByRole("button", { name: "Send" }).click();
      await expect(contact.getByText("Message is required")).toBeVisible();
      await shot(page, `public-contact-mobile-${scheme}`);
    });
  });
}

test.describe("dark desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 }, colorScheme: "dark", hasTouch: false });
  test("landing in dark, chart follows the theme toggle", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("price-chart")).toHaveAttribute("data-ready", "true");
    await shot(page, "public-landing-desktop-dark", 300);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(page.getByTestId("price-chart").locator("canvas").first()).toBeVisible();
  });
});
