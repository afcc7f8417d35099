import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users } from "../db/schema";
import { renderQueuedEmail } from "../mail/emails";
import { call, signIn, signOutOthers, signUp, uniqueEmail, useTestApp } from "../test/test-app";

describe("email verification, forgotten password and password change", () => {
  const t = useTestApp();

  const latestEmail = async (to: string, kind: string) => {
    const [email] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    // Emails are queued with their props and rendered at delivery: render it as the mail worker will.
    return email && { ...email, ...(await renderQueuedEmail(email.kind, email.props)) };
  };
  const requestReset = (email: string) =>
    call(t.app, { method: "POST", url: "/api/auth/request-password-reset", payload: { email } });
  const changePassword = (cookie: string, payload: Record<string, unknown>) =>
    call(t.app, { method: "POST", url: "/api/auth/change-password", cookie, payload });
  const linkIn = (text: string, pattern: RegExp) => {
    const match = text.match(pattern);
    if (!match) throw new Error(`no link matching ${pattern} in ${text}`);
    return match[0].replaceAll("&amp;", "&");
  };

  it("queues the welcome email with a link to /login and a verification email on sign-up", async () => {
    const { user } = await signUp(t.app, { name: "Wendy <b>Welcome</b>" });
    const welcome = await latestEmail(user.email, "welcome");
    expect(welcome).toMatchObject({ subject: "Welcome to Swift Trade Exchange", status: "pending" });
    expect(welcome!.html).toContain("http://localhost:3000/login");
    expect(welcome!.html).toContain("Wendy &lt;b&gt;Welcome&lt;/b&gt;");

    const verification = await latestEmail(user.email, "verify-email");
    expect(verification?.subject).toBe("Verify your email address");
    const url = new URL(
      linkIn(verification!.html, /http:\/\/localhost:3000\/api\/auth\/verify-email\?[^"]+/),
    );
    const verified = await t.app.inject({ url: url.pathname + url.search });
    expect(verified.statusCode).toBeLessThan(400);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerified).toBe(true);
  });

  it("resets a forgotten password through the emailed link and ends every session", async () => {
    const { user, cookie } = await signUp(t.app);
    const request = await requestReset(user.email);
    expect(request.statusCode).toBe(200);
    const email = await latestEmail(user.email, "reset-password");
    expect(email?.subject).toBe("Reset your password");
    const link = new URL(linkIn(email!.html, /http:\/\/localhost:3000\/reset-password\?token=[^"&]+/));
    const token = link.searchParams.get("token")!;

    const tooShort = await call(t.app, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "short" },
    });
    expect(tooShort.json().error.message).toBe("Password must be at least 8 characters");

    const reset = await call(t.app, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "brand-new-password" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await call(t.app, { url: "/api/v1/me", cookie })).statusCode).toBe(401);
    await signIn(t.app, user.email, "brand-new-password");

    const reused = await call(t.app, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "another-password" },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe("This reset link is invalid or has expired");
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const known = await signUp(t.app);
    const unknown = uniqueEmail("ghost");
    const a = await requestReset(unknown);
    const b = await requestReset(known.user.email);
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(await latestEmail(unknown, "reset-password")).toBeUndefined();
  });

  it("changes the password only with the current one", async () => {
    const { user, cookie, password } = await signUp(t.app);
    const wrong = await changePassword(cookie, {
      currentPassword: "not-my-password",
      newPassword: "next-password-1",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe("Current password is incorrect");

    const missing = await changePassword(cookie, { newPassword: "next-password-1" });
    expect(missing.json().error.fields.currentPassword).toBe("Current password is required");

    const ok = await changePassword(cookie, { currentPassword: password, newPassword: "next-password-1" });
    expect(ok.statusCode).toBe(200);
    await signIn(t.app, user.email, "next-password-1");
  });

  it("lists the user's sessions and signs out the others", async () => {
    const { user, cookie, password } = await signUp(t.app);
    const second = await signIn(t.app, user.email, password);
    const list = await call(t.app, { url: "/api/auth/list-sessions", cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);
    expect(list.body).not.toMatch(/token/i);
    expect(list.json().filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const revoke = await signOutOthers(t.app, cookie);
    expect(revoke.statusCode).toBe(200);
    expect((await call(t.app, { url: "/api/v1/me", cookie: second })).statusCode).toBe(401);
    expect((await call(t.app, { url: "/api/v1/me", cookie })).statusCode).toBe(200);
  });
});
