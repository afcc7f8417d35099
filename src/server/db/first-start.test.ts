/**
 * The README's quick start, for real: `node scripts/start.mjs` on a new data directory without
 * ADMIN_EMAIL/ADMIN_PASSWORD prints a generated admin, and those printed credentials sign in.
 */
import { afterAll, describe, expect, it } from "vitest";
import { loginInput, requestPasswordResetInput } from "../../shared/schemas/auth";
import { type QuickStart, startQuickStart } from "../test/quick-start";

describe.skipIf(Boolean(process.env.DATABASE_URL))("first start without ADMIN_* variables", () => {
  let server: QuickStart | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it("prints admin credentials that the sign-in form and the sign-in API accept", async () => {
    server = await startQuickStart();
    const { baseUrl, port, email, password } = server;
    // The same schemas as the login and forgot-password forms.
    expect(loginInput.safeParse({ email, password }).success, email).toBe(true);
    expect(requestPasswordResetInput.safeParse({ email }).success, email).toBe(true);

    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((value) => value.startsWith("ste.session_token="))
      ?.split(";")[0];
    expect(cookie).toBeDefined();
    const me = await fetch(`${baseUrl}/api/v1/me`, { headers: { cookie: cookie ?? "" } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, isAdmin: true, isActive: true });
    const stats = await fetch(`${baseUrl}/api/v1/admin/stats`, { headers: { cookie: cookie ?? "" } });
    expect(stats.status).toBe(200);
  }, 120_000);
});
