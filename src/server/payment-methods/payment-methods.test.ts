import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../db/schema";
import { activeUser, countRows } from "../ledger/money-test-kit";
import { call, useAdminApp } from "../test/test-app";

describe("payment methods", () => {
  const t = useAdminApp();

  const create = (payload: Record<string, unknown>, cookie = t.admin) =>
    call(t.app, { method: "POST", url: "/api/v1/admin/payment-methods", cookie, payload });

  it("admins create, update and delete; signed-in users list; every change is audited", async () => {
    const created = await create({ code: "BTC", name: "Bitcoin", address: "bc1qxyz" });
    expect(created.statusCode).toBe(201);
    const method = created.json();
    expect(method).toMatchObject({ code: "btc", name: "Bitcoin", address: "bc1qxyz", pendingAddress: null });

    const user = await activeUser(t.app);
    const list = await call(t.app, { method: "GET", url: "/api/v1/payment-methods", cookie: user.cookie });
    const { pendingAddress: _, ...investorView } = method;
    expect(list.json().items).toContainEqual(investorView);

    const updated = await call(t.app, {
      method: "PUT",
      url: `/api/v1/admin/payment-methods/${method.id}`,
      cookie: t.admin,
      payload: { code: "btc", name: "Bitcoin (BTC)", address: "bc1qnew" },
    });
    expect(updated.json()).toMatchObject({ name: "Bitcoin (BTC)", address: "bc1qnew" });
    const deleted = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/payment-methods/${method.id}`,
      cookie: t.admin,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/payment-methods/${method.id}`,
      cookie: t.admin,
    });
    expect(again.statusCode).toBe(404);

    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, method.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "payment-method.create",
      "payment-method.delete",
      "payment-method.update",
    ]);
    expect(audit.find((row) => row.action === "payment-method.update")!.before).toMatchObject({
      address: "bc1qxyz",
    });
  });

  it("gives the spec's messages: all three when all are empty", async () => {
    const before = await countRows(t.app);
    const empty = await create({ code: "", name: "", address: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      code: "ID is required",
      name: "Name is required",
      address: "Address is required",
    });
    expect((await create({ code: "eth", name: "Ethereum" })).json().error.fields).toEqual({
      address: "Address is required",
    });
    expect(await countRows(t.app)).toEqual(before);
  });

  it("codes are unique (case-insensitive); users cannot manage methods", async () => {
    expect((await create({ code: "usdt", name: "Tether", address: "T1" })).statusCode).toBe(201);
    const duplicate = await create({ code: "USDT", name: "Tether 2", address: "T2" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe("A payment method with this ID already exists");
    const user = await activeUser(t.app);
    expect((await create({ code: "ltc", name: "Litecoin", address: "L1" }, user.cookie)).statusCode).toBe(
      403,
    );
    const missing = await call(t.app, {
      method: "PUT",
      url: "/api/v1/admin/payment-methods/unknown",
      cookie: t.admin,
      payload: { code: "x", name: "X", address: "Y" },
    });
    expect(missing.statusCode).toBe(404);
  });
});
