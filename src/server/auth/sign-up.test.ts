import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { call, sessionCookie, signUp, uniqueEmail, useTestApp, validRegistration } from "../test/test-app";

const signUpUrl = "/api/auth/sign-up/email";

describe("sign-up", () => {
  const t = useTestApp();

  const post = (payload: unknown) =>
    call(t.app, { method: "POST", url: signUpUrl, payload: payload as object });
  const userCount = async () => (await t.app.db.select({ id: users.id }).from(users)).length;

  it("creates an inactive account and logs the user in at once with an httpOnly, SameSite=Lax cookie", async () => {
    const body = validRegistration({ name: "  Jane Mary Doe ", email: uniqueEmail("Jane").toUpperCase() });
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      name: "Jane Mary Doe",
      email: body.email.toLowerCase(),
      phone: "+1 555 0100",
      country: "United States",
      referrerId: null,
      avatar: null,
      isActive: false,
      isAdmin: false,
    });
    expect(user).not.toHaveProperty("password");
    expect(JSON.stringify(response.json())).not.toContain("token");

    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/ste\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await call(t.app, { url: "/api/v1/me", cookie: sessionCookie(response.headers) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it("stores the password with a modern hash, never in clear", async () => {
    const { user, password } = await signUp(t.app);
    const rows = await t.app.db.query.accounts.findMany({ where: (a, { eq }) => eq(a.userId, user.id) });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password).not.toContain(password);
    expect(rows[0]!.password!.length).toBeGreaterThan(60);
  });

  it("gives a referral id of the name lowercased without spaces plus 5 random characters, unique", async () => {
    const first = await signUp(t.app, { name: "Ada Love Lace" });
    const second = await signUp(t.app, { name: "Ada Love Lace" });
    expect(first.user.referralId).toMatch(/^adalovelace[a-z0-9]{5}$/);
    expect(second.user.referralId).toMatch(/^adalovelace[a-z0-9]{5}$/);
    expect(first.user.referralId).not.toBe(second.user.referralId);
  });

  it("records a referrer given by referral id", async () => {
    const referrer = await signUp(t.app, { name: "Referring Person" });
    const referred = await signUp(t.app, { referrerId: referrer.user.referralId });
    expect(referred.user.referrerId).toBe(referrer.user.referralId);
  });

  it("signs up despite a referral id that does not exist (it is optional): no referrer recorded", async () => {
    const before = await userCount();
    const response = await post(validRegistration({ referrerId: "nobody12345" }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.referrerId).toBeNull();
    expect(await userCount()).toBe(before + 1);
  });

  it("treats an empty referral id as none", async () => {
    const { user } = await signUp(t.app, { referrerId: "" });
    expect(user.referrerId).toBeNull();
  });

  it("refuses a duplicate email, whatever its case, with a clear message", async () => {
    const email = uniqueEmail("dup");
    await signUp(t.app, { email });
    const response = await post(validRegistration({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "EMAIL_TAKEN",
      message: "An account with this email already exists",
    });
  });

  it.each([
    ["name", "Full name is required"],
    ["email", "Email is required"],
    ["phone", "Phone number is required"],
    ["country", "Country is required"],
    ["password", "Password is required"],
  ])("says the spec's message when %s is missing or empty", async (field, message) => {
    for (const value of [undefined, ""]) {
      const response = await post(validRegistration({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
      expect(response.json().error.fields[field]).toBe(message);
    }
  });

  it("lists every missing field at once", async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: "Full name is required",
      email: "Email is required",
      phone: "Phone number is required",
      country: "Country is required",
      password: "Password is required",
    });
  });

  it.each([
    [{ password: "short12" }, "password", "Password must be at least 8 characters"],
    [{ password: "x".repeat(129) }, "password", "Password must be at most 128 characters"],
    [{ email: "not-an-email" }, "email", "Enter a valid email address"],
    [{ phone: "call me" }, "phone", "Enter a valid phone number"],
    [{ country: "Atlantis" }, "country", "Choose a country from the list"],
    [{ name: "x".repeat(101) }, "name", "Full name must be at most 100 characters"],
  ])("refuses %j with a clear message", async (override, field, message) => {
    const response = await post(validRegistration(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it("accepts passwords of exactly 8 and 128 characters", async () => {
    expect((await post(validRegistration({ password: "12345678" }))).statusCode).toBe(200);
    expect((await post(validRegistration({ password: "p".repeat(128) }))).statusCode).toBe(200);
  });

  it("rejects unknown fields, so nobody can sign up as admin or active", async () => {
    const before = await userCount();
    for (const extra of [{ role: "admin" }, { isActive: true }, { isAdmin: true }]) {
      const response = await post(validRegistration(extra));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("BAD_REQUEST");
    }
    expect(await userCount()).toBe(before);
  });

  it("answers malformed JSON and wrong types with 400, never 500", async () => {
    const postBody = (contentType: string, payload: string) =>
      call(t.app, { method: "POST", url: signUpUrl, headers: { "content-type": contentType }, payload });
    const malformed = await postBody("application/json", '{"name": "x",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toEqual({
      code: "BAD_REQUEST",
      message: "The request body is not valid JSON",
    });

    for (const payload of ["[]", "null", '"text"', "42", '{"name": 5, "email": []}']) {
      const response = await postBody("application/json", payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.code).toBeTypeOf("string");
    }
    const wrongType = await postBody("text/plain", "hello");
    expect(wrongType.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongType.statusCode).toBeLessThan(500);
  });

  it("refuses a sign-up posted from another site", async () => {
    const response = await call(t.app, {
      method: "POST",
      url: signUpUrl,
      headers: { origin: "https://evil.example" },
      payload: validRegistration(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("ORIGIN_REJECTED");
  });

  it("does not expose better-auth endpoints that would bypass our rules", async () => {
    const { cookie } = await signUp(t.app);
    for (const url of ["/api/auth/update-user", "/api/auth/delete-user", "/api/auth/change-email"]) {
      const response = await call(t.app, {
        method: "POST",
        url,
        cookie,
        payload: { name: "Changed", role: "admin" },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("sign-up with AUTO_ACTIVATE=true", () => {
  const t = useTestApp({ AUTO_ACTIVATE: "true" });

  it("creates active accounts", async () => {
    const { user } = await signUp(t.app);
    expect(user.isActive).toBe(true);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isActive).toBe(true);
  });
});
