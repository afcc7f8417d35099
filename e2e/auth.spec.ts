import { expect, newUser, shot, signUpViaApi, test } from "./fixtures";

test.describe("sign-up, logout and login", () => {
  test("register through the form, log out, log in again", async ({ page }) => {
    const user = newUser();

    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await page.getByLabel("Full name").fill(user.name);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Phone number").fill(user.phone);

    // Country picker: a modal with a filter showing at most 5 matches with flags.
    const countryButton = page.getByRole("button", { name: "Country" });
    await countryButton.click();
    const dialog = page.getByRole("dialog", { name: "Select your country" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Countries" }).getByRole("button")).toHaveCount(5);
    await dialog.getByPlaceholder("Search country").fill("ken");
    await shot(page, "register-country-picker");
    await dialog.getByRole("button", { name: /Kenya/ }).click();
    await expect(dialog).toBeHidden();
    await expect(countryButton).toBeFocused();
    await expect(countryButton).toContainText("Kenya");

    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await shot(page, "register-filled");
    await page.getByRole("button", { name: "Sign up" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Signed up successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Account is not active" })).toBeVisible();
    await shot(page, "dashboard-desktop-light");

    // User menu: initials of the first two words of the name.
    await page.getByRole("button", { name: "Open user menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Upgrade Plan" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(0);
    await shot(page, "dashboard-user-menu");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open user menu" })).toContainText("JM");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Let's sign you in" })).toBeVisible();
    await shot(page, "login-after-logout");

    // The session is really gone.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Logged in successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Account is not active" })).toBeVisible();
  });

  test("a wrong password shows the server's message", async ({ userPage: page, user }) => {
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, "login-invalid-credentials");
  });

  test("a taken email is refused with the server's message", async ({ userPage: page, user }) => {
    await page.context().clearCookies();
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Another Person");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Phone number").fill(user.phone);
    await page.getByRole("button", { name: "Country" }).click();
    await page.getByPlaceholder("Search country").fill("Germany");
    await page.getByPlaceholder("Search country").press("Enter");
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("An account with this email already exists").first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("the referral ID is prefilled from ?refId=", async ({ page }) => {
    await page.goto("/register?refId=jane12345");
    await expect(page.getByLabel("Referral ID")).toHaveValue("jane12345");
  });
});

test.describe("validation", () => {
  test("login shows the field messages on an empty and a short submit", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Login" }).click();
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password", { exact: true });
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Email is required");
    await expect(email).toBeFocused();

    await email.fill("someone@example.com");
    await password.fill("short");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeHidden();
    await expect(password).toHaveAccessibleDescription("Password must be at least 8 characters");
    await shot(page, "login-validation");
  });

  test("show/hide password toggles the input type", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-value");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("register shows every required-field message on an empty submit", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Sign up" }).click();
    for (const message of [
      "Full name is required",
      "Email is required",
      "Phone number is required",
      "Country is required",
      "Password is required",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Country" })).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Password", { exact: true }).fill("1234567");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await shot(page, "register-validation");
  });
});

test.describe("guards", () => {
  test("an unauthenticated visit to /dashboard goes to /login", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Let's sign you in" })).toBeVisible();
  });

  test("a signed-in user is sent from /login and /register to /dashboard", async ({ userPage: page }) => {
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/register");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("/plans is the signed-in page when signed in and the public page otherwise", async ({
    page,
    user,
  }) => {
    await page.goto("/plans");
    await expect(page.getByRole("heading", { name: "Our Plans" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();

    await signUpViaApi(page, user);
    await page.goto("/plans");
    await expect(page.getByRole("heading", { name: "Trading Plans" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open user menu" })).toBeVisible();
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await shot(page, "not-found");
  });
});
