/** The chosen language: picked before signing in, saved on the account, applied before the first paint. */
import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { expect, newUser, shot, test } from "./fixtures";

const html = (page: Page) => page.locator("html");

/** What each animation frame showed from the very start of the next navigation (before any app script). */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: { lang: string; text: string }[] = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const record = () => {
      // innerText leaves out what is not rendered (the page is hidden until the app has rendered).
      frames.push({ lang: document.documentElement.lang, text: document.body?.innerText ?? "" });
      if (frames.length < 400) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

const framesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: { lang: string; text: string }[] }).__frames);

/** English texts of /login (and the loading state) that must never be painted in French. */
const englishLogin = ["Let's sign you in", "Welcome back", "Forgot password?", "Loading...", "Password"];

async function signUp(request: APIRequestContext) {
  const user = newUser("Françoise Lang");
  const response = await request.post("/api/auth/sign-up/email", {
    data: user,
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  // A fresh API context for the test's pages: this one's session is not theirs.
  await request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseURL } });
  return user;
}

test("Français picked on /login: French texts and errors, saved on sign-in, painted first on reload", async ({
  page,
  request,
}) => {
  const user = await signUp(request);
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Let's sign you in" })).toBeVisible();
  await page.getByRole("banner").getByLabel("Language").selectOption("fr");

  await expect(page.getByRole("heading", { name: "Connectez-vous" })).toBeVisible();
  await expect(html(page)).toHaveAttribute("lang", "fr");
  await expect(page.getByLabel("Adresse e-mail")).toBeVisible();
  await expect(page.getByRole("link", { name: "Mot de passe oublié ?" })).toBeVisible();

  // Validation in the browser and the server's answer, both in French.
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("L'adresse e-mail est obligatoire")).toBeVisible();
  await expect(page.getByText("Le mot de passe est obligatoire")).toBeVisible();
  await page.getByLabel("Adresse e-mail").fill(user.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("not-the-password-1");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Adresse e-mail ou mot de passe incorrect").first()).toBeVisible();
  await shot(page, "language-login-fr");

  await page.getByLabel("Mot de passe", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Vous êtes connecté")).toBeVisible();
  await expect(html(page)).toHaveAttribute("lang", "fr");
  // The choice made before signing in is now the account's.
  await expect.poll(async () => (await (await page.request.get("/api/v1/me")).json()).language).toBe("fr");

  // Reloading a signed-in page: French from the first frame.
  await recordFrames(page);
  await page.reload();
  await expect(page.getByRole("button", { name: "Déconnexion" }).first()).toBeAttached();
  const signedIn = await framesOf(page);
  expect(signedIn.length).toBeGreaterThan(0);
  expect(signedIn.every((frame) => frame.lang === "fr")).toBe(true);
  expect(signedIn.filter((frame) => frame.text.includes("Loading..."))).toEqual([]);

  // Signed out, /login reloads in French with no English painted first.
  await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseURL } });
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Connectez-vous" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Connectez-vous" })).toBeVisible();
  const frames = await framesOf(page);
  expect(frames[0]?.lang).toBe("fr");
  expect(frames.every((frame) => frame.lang === "fr")).toBe(true);
  const english = frames.filter((frame) => englishLogin.some((text) => frame.text.includes(text)));
  expect(english.map((frame) => frame.text.slice(0, 120))).toEqual([]);
  expect(frames.some((frame) => frame.text.includes("Connectez-vous"))).toBe(true);
  await shot(page, "language-login-fr-reloaded");
});

test("the account's language applies at sign-in in a browser that never chose one", async ({
  page,
  request,
}) => {
  const user = await signUp(request);
  // Save Spanish on the account through the API.
  const session = await request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { origin: baseURL },
  });
  expect(session.status()).toBe(200);
  const saved = await request.patch("/api/v1/me", { data: { language: "es" }, headers: { origin: baseURL } });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Let's sign you in" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(html(page)).toHaveAttribute("lang", "es");
  await expect(page.getByRole("button", { name: "Cerrar sesión" }).first()).toBeAttached();
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("es");

  // Picking another language while signed in saves it on the account.
  await page.getByRole("banner").getByLabel("Idioma").selectOption("fr");
  await expect(html(page)).toHaveAttribute("lang", "fr");
  await expect.poll(async () => (await (await page.request.get("/api/v1/me")).json()).language).toBe("fr");
});

test("register and forgot password in Spanish, with the plural of the link's lifetime", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "es"));
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Cree su cuenta" })).toBeVisible();
  await expect(html(page)).toHaveAttribute("lang", "es");
  await expect(page.getByLabel("Contraseña", { exact: true })).toHaveAttribute(
    "placeholder",
    "Al menos 8 caracteres",
  );
  await page.getByRole("button", { name: "Registrarse" }).click();
  await expect(page.getByText("El nombre completo es obligatorio")).toBeVisible();
  await expect(page.getByText("El número de teléfono es obligatorio")).toBeVisible();
  await expect(page.getByText("El país es obligatorio")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mostrar contraseña" })).toBeVisible();
  await shot(page, "language-register-es");

  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { name: "¿Olvidó su contraseña?" })).toBeVisible();
  await page.getByLabel("Correo electrónico").fill(newUser().email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("heading", { name: "Revise su correo" })).toBeVisible();
  await expect(page.getByText(/^Si existe una cuenta con este correo electrónico/)).toBeVisible();
  await expect(page.getByText(/^El enlace es válido durante 1 hora\./)).toBeVisible();
});
