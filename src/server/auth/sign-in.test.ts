import { describe, expect, it } from "vitest";
import { ADMIN, call, signIn, signOut, signUp, useTestApp } from "../test/test-app";

const signInUrl = "/api/auth/sign-in/email";

describe("sign-in, sessions and guards", () => {
  const t = useTestApp();

  const post = (payload: object) => call(t.app, { method: "POST", url: signInUrl, payload });

  it.each([
    [{ password: "whatever-123" }, "email", "Email is required"],
    [{ email: "", password: "whatever-123" }, "email", "Email is required"],
    [{ email: "a@example.com" }, "password", "Password is required"],
    [{ email: "a@example.com", password: "" }, "password", "Password is required"],
    [{ email: "a@example.com", password: "short" }, "password", "Password must be at least 8 characters"],
  ])("says the spec's message for %j", async (payload, field, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it("refuses a wrong password or unknown email with the same message", async () => {
    const { user } = await signUp(t.app);
    for (const payload of [
      { email: user.email, password: "wrong-password" },
      { email: "nobody@example.com", password: "wrong-password" },
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: "INVALID_CREDENTIALS", message: "Invalid email or password" },
      });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("signs in with any email case and returns the profile", async () => {
    const { user, password } = await signUp(t.app);
    const response = await post({ email: user.email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
  });

  it("GET /api/v1/me answers 401 without a session or with a forged one", async () => {
    for (const cookie of [undefined, "ste.session_token=forged.value", "ste.session_token="]) {
      const response = await call(t.app, { url: "/api/v1/me", cookie });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: "UNAUTHORIZED", message: "You are not signed in" } });
    }
  });

  it("guards admin routes: 401 anonymous, 403 for users (inactive or not), 200 for the admin", async () => {
    expect((await call(t.app, { url: "/api/v1/admin/stats" })).statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    const forbidden = await call(t.app, { url: "/api/v1/admin/stats", cookie });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe("FORBIDDEN");

    const adminCookie = await signIn(t.app, ADMIN.email, ADMIN.password);
    const stats = await call(t.app, { url: "/api/v1/admin/stats", cookie: adminCookie });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().totalUsers).toBeGreaterThanOrEqual(2);
    expect(stats.json().totalDeposits).toMatch(/^\d+\.\d{2}$/);
  });

  it("keeps a deactivated admin out of the admin API", async () => {
    const adminCookie = await signIn(t.app, ADMIN.email, ADMIN.password);
    const second = await signUp(t.app, { name: "Second Admin" });
    const promote = (path: string) =>
      call(t.app, {
        method: "POST",
        url: `/api/v1/admin/users/${second.user.id}/${path}`,
        cookie: adminCookie,
        payload: {},
      });
    expect((await promote("activate")).statusCode).toBe(200);
    expect((await promote("make-admin")).statusCode).toBe(200);
    const cookie = await signIn(t.app, second.user.email, second.password);
    expect((await call(t.app, { url: "/api/v1/admin/stats", cookie })).statusCode).toBe(200);

    expect((await promote("deactivate")).statusCode).toBe(200);
    const again = await signIn(t.app, second.user.email, second.password);
    const refused = await call(t.app, { url: "/api/v1/admin/stats", cookie: again });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("ACCOUNT_NOT_ACTIVE");
  });

  it("seeds the configured admin as active and admin", async () => {
    const adminCookie = await signIn(t.app, ADMIN.email, ADMIN.password);
    const me = await call(t.app, { url: "/api/v1/me", cookie: adminCookie });
    expect(me.json()).toMatchObject({ email: ADMIN.email, isAdmin: true, isActive: true });
  });

  it("sign-out ends the session", async () => {
    const { cookie } = await signUp(t.app);
    const out = await signOut(t.app, cookie);
    expect(out.statusCode).toBe(200);
    expect((await call(t.app, { url: "/api/v1/me", cookie })).statusCode).toBe(401);
  });
});

describe("rate limit on sign-in and sign-up", () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: "3" });

  it("answers 429 with a clear message after the limit, per IP", async () => {
    const attempt = (ip: string) =>
      call(t.app, {
        method: "POST",
        url: signInUrl,
        remoteAddress: ip,
        payload: { email: "someone@example.com", password: "wrong-password" },
      });
    for (let i = 0; i < 3; i++) expect((await attempt("10.0.0.1")).statusCode).toBe(401);
    const limited = await attempt("10.0.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: "RATE_LIMITED",
      message: "Too many attempts, please try again later",
    });
    expect((await attempt("10.0.0.2")).statusCode).toBe(401);
  });

  it("limits sign-up too", async () => {
    const attempt = () =>
      call(t.app, { method: "POST", url: "/api/auth/sign-up/email", remoteAddress: "10.0.0.9", payload: {} });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
