import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { ADMIN, call, sessionCookie, signIn, signInAdmin, signUp, useTestApp } from "../test/test-app";
import { forgetCachedSettings } from "./session";

/** The two-factor step's short-lived cookie, plus any session cookie, as one Cookie header. */
function cookiesOf(headers: Record<string, unknown>): string {
  const raw = headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

describe("two-factor sign-in (TOTP and backup codes)", () => {
  const t = useTestApp();

  /** POST /api/auth/two-factor/<step>: enable, verify-totp, verify-backup-code or disable. */
  const twoFactor = (step: string, cookie: string, payload: Record<string, unknown>) =>
    call(t.app, { method: "POST", url: `/api/auth/two-factor/${step}`, cookie, payload });

  async function enableTwoFactor() {
    const account = await signUp(t.app);
    const wrongPassword = await twoFactor("enable", account.cookie, { password: "not-the-password" });
    expect(wrongPassword.statusCode).toBe(400);

    const enabled = await twoFactor("enable", account.cookie, { password: account.password });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    // The authenticator URI carries the secret base32-encoded, as apps expect it.
    const secret = new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get("secret")!));
    const otp = createOTP(secret);

    // Not on until a code from the app confirms the setup.
    let [row] = await t.app.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row!.twoFactorEnabled).toBe(false);
    const confirm = await twoFactor("verify-totp", account.cookie, { code: await otp.totp() });
    expect(confirm.statusCode, confirm.body).toBe(200);
    [row] = await t.app.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row!.twoFactorEnabled).toBe(true);
    // Confirming rotates the session (a new cookie), as after any change of sign-in method.
    return { ...account, cookie: sessionCookie(confirm.headers), otp, backupCodes };
  }

  const signInStep = (email: string, password: string) =>
    call(t.app, { method: "POST", url: "/api/auth/sign-in/email", payload: { email, password } });

  it("asks for a code after the password, and signs in only with a valid one", async () => {
    const account = await enableTwoFactor();
    const first = await signInStep(account.user.email, account.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    expect(String(first.headers["set-cookie"])).not.toMatch(/ste\.session_token=[^;]/);
    const pending = cookiesOf(first.headers);

    // The half-signed-in state grants nothing.
    expect((await call(t.app, { url: "/api/v1/me", cookie: pending })).statusCode).toBe(401);

    const missing = await twoFactor("verify-totp", pending, { code: "12" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe("Enter the 6-digit code from your authenticator app");

    const wrongCode = (await account.otp.totp()) === "000000" ? "111111" : "000000";
    const wrong = await twoFactor("verify-totp", pending, { code: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe("Invalid code");

    const ok = await twoFactor("verify-totp", pending, { code: await account.otp.totp() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(account.user.id);
    expect(JSON.stringify(ok.json())).not.toContain("token");
    const session = sessionCookie(ok.headers);
    expect((await call(t.app, { url: "/api/v1/me", cookie: session })).statusCode).toBe(200);
  });

  it("accepts a backup code once", async () => {
    const account = await enableTwoFactor();
    const code = account.backupCodes[0]!;
    for (const expected of [200, 401]) {
      const pending = cookiesOf((await signInStep(account.user.email, account.password)).headers);
      const response = await twoFactor("verify-backup-code", pending, { code });
      expect(response.statusCode).toBe(expected);
    }
  });

  it("can be turned off with the password", async () => {
    const account = await enableTwoFactor();
    const off = await twoFactor("disable", account.cookie, { password: account.password });
    expect(off.statusCode, off.body).toBe(200);
    const signIn = await signInStep(account.user.email, account.password);
    expect(signIn.json().user.id).toBe(account.user.id);
  });
});

describe("admins required to use two-factor", () => {
  const t = useTestApp();

  it("keeps an admin without two-factor out of the admin API while the setting is on", async () => {
    const admin = await signInAdmin(t.app);
    const setting = (cookie: string, on: boolean) =>
      call(t.app, {
        method: "PUT",
        url: "/api/v1/admin/settings",
        cookie,
        payload: { requireAdminTwoFactor: on },
      });

    // Nobody can require it without having it: that would lock them out.
    const refused = await setting(admin, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe("Turn on two-factor authentication for your own account first");

    // Changed behind the server's back: its session cache learns it from the change feed, within
    // the event relay's idle interval.
    await t.app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, ADMIN.email));
    await expect.poll(async () => (await setting(admin, true)).statusCode).toBe(200);
    forgetCachedSettings();
    expect((await call(t.app, { url: "/api/v1/admin/stats", cookie: admin })).statusCode).toBe(200);

    // A second admin without two-factor is kept out of the admin API, not out of the account.
    const second = await signUp(t.app, { name: "Second Admin" });
    for (const step of ["activate", "make-admin"]) {
      const response = await call(t.app, {
        method: "POST",
        url: `/api/v1/admin/users/${second.user.id}/${step}`,
        cookie: admin,
        payload: {},
      });
      expect(response.statusCode).toBe(200);
    }
    const secondCookie = await signIn(t.app, second.user.email, second.password);
    const blocked = await call(t.app, { url: "/api/v1/admin/stats", cookie: secondCookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({
      code: "TWO_FACTOR_REQUIRED",
      message: "Turn on two-factor authentication in your profile to use the admin area",
    });
    expect((await call(t.app, { url: "/api/v1/me", cookie: secondCookie })).statusCode).toBe(200);

    await t.app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, second.user.id));
    await expect
      .poll(async () => (await call(t.app, { url: "/api/v1/admin/stats", cookie: secondCookie })).statusCode)
      .toBe(200);
  });
});
