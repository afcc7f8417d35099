import { describe, expect, it } from "vitest";
import { call, getAs, signInAdmin, signUp, useTestApp } from "../test/test-app";

describe("GET /api/v1/referrals", () => {
  const t = useTestApp();

  const list = (cookie: string, search?: string) =>
    getAs(
      t.app,
      `/api/v1/referrals${search === undefined ? "" : `?search=${encodeURIComponent(search)}`}`,
      cookie,
    );

  it("lists only the users who signed up with the actor's referral id, with only public fields", async () => {
    const referrer = await signUp(t.app, { name: "Rita Referrer" });
    const other = await signUp(t.app, { name: "Otto Other" });
    const alice = await signUp(t.app, {
      name: "Alice Smith",
      referrerId: referrer.user.referralId,
      country: "Kenya",
    });
    const bob = await signUp(t.app, { name: "Bob Jones", referrerId: referrer.user.referralId });
    const notMine = await signUp(t.app, { name: "Carol Other", referrerId: other.user.referralId });

    const response = await list(referrer.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([bob.user.id, alice.user.id]);
    expect(body.items[1]).toEqual({
      id: alice.user.id,
      name: "Alice Smith",
      email: alice.user.email,
      country: "Kenya",
      avatar: null,
      pendingActivation: true,
    });
    // Nothing else about the referred user leaves the server.
    expect(Object.keys(body.items[0]).sort()).toEqual([
      "avatar",
      "country",
      "email",
      "id",
      "name",
      "pendingActivation",
    ]);
    expect(JSON.stringify(body)).not.toContain(notMine.user.id);

    const others = (await list(other.cookie)).json();
    expect(others.items.map((item: { id: string }) => item.id)).toEqual([notMine.user.id]);
    // Someone nobody referred sees an empty list, never anybody else's.
    expect((await list(alice.cookie)).json()).toEqual({ items: [], total: 0 });
  });

  it("filters by a case-insensitive part of the name; the total stays the full count", async () => {
    const referrer = await signUp(t.app);
    await signUp(t.app, { name: "Maria Garcia", referrerId: referrer.user.referralId });
    await signUp(t.app, { name: "Mario Rossi", referrerId: referrer.user.referralId });
    await signUp(t.app, { name: "Tom 100%_ Sure", referrerId: referrer.user.referralId });

    const mari = (await list(referrer.cookie, "MARI")).json();
    expect(mari.items.map((item: { name: string }) => item.name).sort()).toEqual([
      "Maria Garcia",
      "Mario Rossi",
    ]);
    expect(mari.total).toBe(3);
    // LIKE wildcards are matched literally.
    expect((await list(referrer.cookie, "%")).json().items.map((i: { name: string }) => i.name)).toEqual([
      "Tom 100%_ Sure",
    ]);
    expect((await list(referrer.cookie, "zzz")).json().items).toEqual([]);
  });

  it("an admin sees their own referrals too, not everyone's; anonymous and bad input are refused", async () => {
    const admin = await signInAdmin(t.app);
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(0);

    expect((await call(t.app, { method: "GET", url: "/api/v1/referrals" })).statusCode).toBe(401);
    const referrer = await signUp(t.app);
    const bad = await getAs(t.app, "/api/v1/referrals?userId=x", referrer.cookie);
    expect(bad.statusCode).toBe(400);
    expect((await list(referrer.cookie, "x".repeat(101))).statusCode).toBe(400);
  });
});
