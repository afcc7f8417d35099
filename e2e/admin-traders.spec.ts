import { adminSession, investorSession, preferDarkTheme, toast } from "./admin-kit";
import { axeViolations } from "./axe";
import { expect, shot, test } from "./fixtures";

interface Detail {
  trader: { displayName: string; bio: string; profitSharePercent: number; stoppedAt: string | null } | null;
}

test("the admin makes a user a trader, edits the profile and stops them", async ({ adminPage: page }) => {
  test.setTimeout(90_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const investor = await investorSession(`Tara Trader${tag}`);
  const admin = await adminSession();

  // An inactive user cannot become a trader: the card says why.
  await page.goto(`/admin/users/${investor.id}`);
  const card = page.getByRole("region", { name: "Trader", exact: true });
  await expect(card).toContainText("This user is not a trader.");
  await expect(card.getByRole("button", { name: "Make trader" })).toBeDisabled();
  await expect(card.getByText("Only an active user can become a trader")).toBeVisible();

  await admin.post(`/api/v1/admin/users/${investor.id}/activate`);
  await page.reload();
  await card.getByRole("button", { name: "Make trader" }).click();

  const dialog = page.getByRole("dialog", { name: "Make trader" });
  await expect(dialog).toBeVisible();
  // The focus stays in the dialog.
  for (let i = 0; i < 8; i += 1) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // The server's rules, checked before sending.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Display name is required")).toBeVisible();
  await expect(dialog.getByText("Profit share must be a whole number from 0 to 30")).toBeVisible();
  await dialog.getByLabel("Display name").fill(`Tara Alpha ${tag}`);
  await expect(dialog.getByText("Display name is required")).toHaveCount(0);
  await dialog.getByLabel("Profit share").fill("45");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Profit share must be a whole number from 0 to 30")).toBeVisible();
  await expect(dialog.getByLabel("Profit share")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Profit share").fill("20");
  await dialog.getByLabel("Bio").fill("Swing trader in FX majors and gold.");
  await expect(dialog.getByText("35 of 500 characters")).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await shot(page, "admin-trader-dialog");
  await dialog.getByRole("button", { name: "Save" }).click();

  await expect(toast(page, "The user is now a trader")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Active trader")).toBeVisible();
  await expect(card).toContainText(/Trader since \w{3} \d{1,2}, \d{4}/);
  await expect(card).toContainText(`Tara Alpha ${tag}`);
  await expect(card).toContainText("20%");
  await expect(card).toContainText("Swing trader in FX majors and gold.");
  await shot(page, "admin-trader-active");

  // Edit: the dialog opens with the current profile.
  await card.getByRole("button", { name: "Edit trader profile" }).click();
  const edit = page.getByRole("dialog", { name: "Edit trader profile" });
  await expect(edit.getByLabel("Display name")).toHaveValue(`Tara Alpha ${tag}`);
  await expect(edit.getByLabel("Profit share")).toHaveValue("20");
  await edit.getByLabel("Profit share").fill("25");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Trader profile saved")).toBeVisible();
  await expect(card).toContainText("25%");

  // Stop: asks first; Cancel changes nothing.
  await card.getByRole("button", { name: "Stop trader" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Stop this trader?" });
  await expect(confirm).toContainText(`Tara Alpha ${tag} can no longer be copied by new investors.`);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card.getByText("Active trader")).toBeVisible();
  await card.getByRole("button", { name: "Stop trader" }).click();
  await confirm.getByRole("button", { name: "Stop trader" }).click();
  await expect(toast(page, "Trader stopped")).toBeVisible();
  await expect(card.getByText("Stopped", { exact: true })).toBeVisible();
  await expect(card).toContainText(/Stopped on .+; trader since /);
  await expect(card.getByRole("button", { name: "Stop trader" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Re-activate trader" })).toBeEnabled();
  await shot(page, "admin-trader-stopped");

  const detail = await admin.get<Detail>(`/api/v1/admin/users/${investor.id}`);
  expect(detail.trader).toMatchObject({
    displayName: `Tara Alpha ${tag}`,
    profitSharePercent: 25,
    stoppedAt: expect.any(String),
  });

  // The audit log names the three actions.
  await page.goto("/admin/audit");
  await page.getByPlaceholder("Search by admin, user, action or reason").fill(`trader${tag}`);
  // Until the search applies, the list shows every recent entry (other specs make traders too).
  await expect(page.getByText("Made trader")).toHaveCount(1);
  await expect(page.getByText("Made trader")).toBeVisible();
  await expect(page.getByText("Edited trader profile")).toBeVisible();
  await expect(page.getByText("Stopped trader")).toBeVisible();

  await admin.dispose();
  await investor.api.dispose();
});

test("the Trader card on a phone, dark theme, in Spanish", async ({ adminPage: page }) => {
  const investor = await investorSession("Movil Trader Ejemplo");
  const admin = await adminSession();
  await admin.post(`/api/v1/admin/users/${investor.id}/activate`);
  await admin.post(`/api/v1/admin/users/${investor.id}/trader`, {
    displayName: "Movil Alpha",
    bio: "Índices y oro, horizonte de semanas.",
    profitSharePercent: 15,
  });
  await preferDarkTheme(page);
  await page.addInitScript(() => localStorage.setItem("lang", "es"));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/users/${investor.id}`);
  const card = page.getByRole("region", { name: "Trader", exact: true });
  await expect(card.getByText("Trader activo")).toBeVisible();
  await expect(card).toContainText("15 %");
  await card.getByRole("button", { name: "Editar perfil de trader" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar perfil de trader" });
  await dialog.getByLabel("Nombre público").fill("");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("El nombre público es obligatorio")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "admin-trader-dialog-mobile-dark-es");
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await card.scrollIntoViewIfNeeded();
  await shot(page, "admin-trader-mobile-dark-es");
  await admin.dispose();
  await investor.api.dispose();
});
