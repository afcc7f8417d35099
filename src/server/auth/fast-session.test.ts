import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { sessions } from "../db/schema";
import { call, signUp, useTestApp } from "../test/test-app";
import { cookieValue, readSignedCookie } from "./fast-session";

const SECRET = "s".repeat(40);
const sign = (value: string, secret = SECRET) =>
  encodeURIComponent(`${value}.${createHmac("sha256", secret).update(value).digest("base64")}`);

describe("readSignedCookie (better-call's signed cookie format)", () => {
  it("returns the value when the signature is right", () => {
    expect(
      readSignedCookie(`a=1; ste.session_token=${sign("tok123")}; b=2`, "ste.session_token", SECRET),
    ).toBe("tok123");
  });
  it("refuses a wrong signature, a wrong secret, garbage and a missing cookie", () => {
    const good = sign("tok123");
    expect(
      readSignedCookie(`ste.session_token=${sign("tok123", "x".repeat(40))}`, "ste.session_token", SECRET),
    ).toBe(null);
    expect(
      readSignedCookie(`ste.session_token=${good.replace("tok123", "tok124")}`, "ste.session_token", SECRET),
    ).toBe(null);
    expect(readSignedCookie("ste.session_token=%E0%A4%A", "ste.session_token", SECRET)).toBe(null);
    expect(readSignedCookie("ste.session_token=abc", "ste.session_token", SECRET)).toBe(null);
    expect(readSignedCookie(`other=${good}`, "ste.session_token", SECRET)).toBe(null);
  });
});

describe("cookieValue (the session cookie out of a Cookie header, without splitting it)", () => {
  const name = "ste.session_token";
  it("finds the cookie by its whole name only, the first one when repeated", () => {
    expect(cookieValue("xste.session_token=1; ste.session_token=2", name)).toBe("2");
    expect(cookieValue("a=ste.session_token=1", name)).toBe(null);
    expect(cookieValue("ste.session_tokens=1", name)).toBe(null);
    expect(cookieValue("a=1;ste.session_token = 2 ;b=3", name)).toBe("2");
    expect(cookieValue("ste.session_token=1; ste.session_token=2", name)).toBe("1");
    expect(cookieValue("ste.session_token=", name)).toBe(null);
    expect(cookieValue("", name)).toBe(null);
  });
});

describe("the session check of guarded routes", () => {
  const t = useTestApp();

  it("answers a live session with one query and without better-auth's getSession", async () => {
    const { cookie, user } = await signUp(t.app);
    const spy = vi.spyOn(t.app.auth.api, "getSession");
    const response = await call(t.app, { method: "GET", url: "/api/v1/me", cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().id).toBe(user.id);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it("refuses a tampered cookie, a deleted session and an expired one", async () => {
    const { cookie, user } = await signUp(t.app);
    const tampered = cookie.replace(/=(.)/, (_m, c: string) => `=${c === "a" ? "b" : "a"}`);
    expect((await call(t.app, { method: "GET", url: "/api/v1/me", cookie: tampered })).statusCode).toBe(401);

    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await call(t.app, { method: "GET", url: "/api/v1/me", cookie })).statusCode).toBe(401);

    const other = await signUp(t.app);
    await t.app.db.delete(sessions).where(eq(sessions.userId, other.user.id));
    expect((await call(t.app, { method: "GET", url: "/api/v1/me", cookie: other.cookie })).statusCode).toBe(
      401,
    );
  });

  it("leaves a session due for its sliding refresh to better-auth, which extends it", async () => {
    const { cookie, user } = await signUp(t.app);
    // Two days old (updateAge is one day): better-auth moves the expiry forward.
    await t.app.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '5 days'` })
      .where(eq(sessions.userId, user.id));
    const spy = vi.spyOn(t.app.auth.api, "getSession");
    expect((await call(t.app, { method: "GET", url: "/api/v1/me", cookie })).statusCode).toBe(200);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  // The deactivation is made behind the server's back here; a mutating request never uses a cached
  // session, so it is refused at once all the same.
  it("sees a deactivation at once (mutating requests always read the session from the database)", async () => {
    const { cookie, user } = await signUp(t.app);
    await t.app.db.execute(sql`update users set is_active = true where id = ${user.id}`);
    const body = { paymentMethodId: "none", amount: "1.00" };
    const before = await call(t.app, { method: "POST", url: "/api/v1/deposits", cookie, payload: body });
    expect(before.statusCode).not.toBe(403);
    await t.app.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    const after = await call(t.app, { method: "POST", url: "/api/v1/deposits", cookie, payload: body });
    expect(after.statusCode).toBe(403);
  });
});
