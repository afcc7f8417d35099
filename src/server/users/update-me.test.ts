import { describe, expect, it } from "vitest";
import { call, signUp, updateMe, useTestApp } from "../test/test-app";

describe("PATCH /api/v1/me", () => {
  const t = useTestApp();

  const patch = (cookie: string | undefined, payload: unknown) =>
    call(t.app, {
      method: "PATCH",
      url: "/api/v1/me",
      ...(cookie ? { cookie } : {}),
      payload: payload as object,
    });

  it("changes phone and country and returns the profile", async () => {
    const { cookie } = await signUp(t.app, { phone: "+1 555 0100", country: "United States" });
    const response = await patch(cookie, { phone: "+254 700 000 000", country: "Kenya" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ phone: "+254 700 000 000", country: "Kenya", balance: "0.00" });
    const me = await call(t.app, { method: "GET", url: "/api/v1/me", cookie });
    expect(me.json()).toMatchObject({ phone: "+254 700 000 000", country: "Kenya" });
  });

  it("unchanged values give 'No changes made'", async () => {
    const { cookie } = await signUp(t.app, { phone: "+1 555 0100", country: "United States" });
    const response = await patch(cookie, { phone: " +1 555 0100 ", country: "United States" });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: "NO_CHANGES", message: "No changes made" });
  });

  it("accepts only phone and country, validated like sign-up", async () => {
    const { cookie, user } = await signUp(t.app);
    for (const payload of [
      { phone: "+1 555 0199", country: "Kenya", name: "Hacker" },
      { phone: "+1 555 0199", country: "Kenya", isAdmin: true },
      { phone: "+1 555 0199", country: "Kenya", balance: "1000000" },
    ]) {
      const response = await patch(cookie, payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await patch(cookie, { phone: "", country: "Kenya" })).json().error.message).toBe(
      "Phone number is required",
    );
    expect((await patch(cookie, { phone: "+1 555 0199", country: "" })).json().error.message).toBe(
      "Country is required",
    );
    expect((await patch(cookie, { phone: "+1 555 0199", country: "Atlantis" })).statusCode).toBe(400);
    expect((await patch(cookie, { phone: "call me", country: "Kenya" })).statusCode).toBe(400);
    const me = (await call(t.app, { method: "GET", url: "/api/v1/me", cookie })).json();
    expect(me).toMatchObject({ name: user.name, isAdmin: false, balance: "0.00" });
  });

  it("needs a session", async () => {
    expect((await patch(undefined, { phone: "+1 555 0199", country: "Kenya" })).statusCode).toBe(401);
  });
});

describe("PATCH /api/v1/me: language", () => {
  const t = useTestApp();

  it("saves the chosen language, returned by GET /api/v1/me", async () => {
    const { cookie } = await signUp(t.app);
    const before = await call(t.app, { method: "GET", url: "/api/v1/me", cookie });
    expect(before.json().language).toBeNull();
    const saved = await updateMe(t.app, cookie, { language: "fr" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ language: "fr", balance: "0.00" });
    expect((await call(t.app, { method: "GET", url: "/api/v1/me", cookie })).json().language).toBe("fr");
    // Choosing the saved language again is not an error (the picker may send it twice).
    const again = await updateMe(t.app, cookie, { language: "fr" });
    expect(again.statusCode).toBe(200);
  });

  it("refuses an unknown language and an empty change", async () => {
    const { cookie } = await signUp(t.app);
    const unknown = await updateMe(t.app, cookie, { language: "de" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ language: "Choose English, Español or Français" });
    const empty = await updateMe(t.app, cookie, {});
    expect(empty.statusCode).toBe(422);
    expect((await call(t.app, { method: "GET", url: "/api/v1/me", cookie })).json().language).toBeNull();
  });
});
