import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminInstrumentsOutput, instrumentsOutput } from "../../shared/schemas/instruments";
import { auditLog, instruments } from "../db/schema";
import { auditEntries } from "../test/audit-entries";
import { call, createTestApp, signInAdmin, signUp, type TestApp } from "../test/test-app";

describe("instruments: seed rows, public list, admin enable/disable and leverage caps", () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    // The feed is configured (never reached: listing instruments does not call it).
    t = await createTestApp({ MARKET_FEED_URL: "http://127.0.0.1:9" });
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  const patch = (symbol: string, payload: unknown, cookie = admin) =>
    call(t.app, {
      method: "PATCH",
      url: `/api/v1/admin/instruments/${symbol}`,
      cookie,
      payload: payload as object,
    });
  const publicList = async () => {
    const response = await call(t.app, { method: "GET", url: "/api/v1/instruments" });
    expect(response.statusCode).toBe(200);
    return instrumentsOutput.parse(response.json());
  };

  it("lists the nine seeded instruments publicly, decimals as strings, caps from their class", async () => {
    const list = await publicList();
    const bySymbol = Object.fromEntries(list.map((item) => [item.symbol, item]));
    expect(Object.keys(bySymbol).sort()).toEqual(
      ["BTCUSD", "ETHUSD", "EURUSD", "GBPUSD", "NDX", "SOLUSD", "SPX", "USDJPY", "XAUUSD"].sort(),
    );
    expect(bySymbol.BTCUSD).toEqual({
      symbol: "BTCUSD",
      name: "Bitcoin",
      assetClass: "crypto",
      lotStep: "0.00001",
      minNotional: "5.00",
      maxLeverage: 2,
      simulated: false,
    });
    expect([bySymbol.ETHUSD?.lotStep, bySymbol.SOLUSD?.lotStep]).toEqual(["0.0001", "0.001"]);
    expect(bySymbol.ETHUSD?.minNotional).toBe("5.00");
    expect(bySymbol.EURUSD).toMatchObject({ assetClass: "fx-major", maxLeverage: 30, lotStep: "1000" });
    expect(bySymbol.USDJPY).toMatchObject({ assetClass: "fx-major", maxLeverage: 30, simulated: true });
    expect(bySymbol.XAUUSD).toMatchObject({ assetClass: "gold", maxLeverage: 20, simulated: true });
    expect(bySymbol.SPX).toMatchObject({ assetClass: "index-major", maxLeverage: 20, simulated: true });
    expect(bySymbol.NDX).toMatchObject({ assetClass: "index-major", maxLeverage: 20, simulated: true });
    expect(bySymbol.SOLUSD?.simulated).toBe(false);
  });

  it("gives the admin every instrument with precision, state and class cap", async () => {
    const response = await call(t.app, { method: "GET", url: "/api/v1/admin/instruments", cookie: admin });
    expect(response.statusCode).toBe(200);
    const list = adminInstrumentsOutput.parse(response.json());
    expect(list).toHaveLength(9);
    expect(list.find((item) => item.symbol === "USDJPY")).toMatchObject({
      pricePrecision: 3,
      enabled: true,
      classMaxLeverage: 30,
    });
  });

  it("disables and re-enables an instrument: the public list follows, each change audited", async () => {
    const off = await patch("spx", { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ symbol: "SPX", enabled: false });
    expect((await publicList()).map((item) => item.symbol)).not.toContain("SPX");
    const adminList = (
      await call(t.app, { method: "GET", url: "/api/v1/admin/instruments", cookie: admin })
    ).json();
    expect(adminList.map((item: { symbol: string }) => item.symbol)).toContain("SPX");

    expect((await patch("SPX", { enabled: true })).statusCode).toBe(200);
    expect((await publicList()).map((item) => item.symbol)).toContain("SPX");

    const audit = await auditEntries(t.app, "SPX");
    expect(audit.map((row) => [row.action, row.targetType, row.before, row.after])).toEqual([
      [
        "instrument.update",
        "instrument",
        { enabled: true, maxLeverage: 20 },
        { enabled: false, maxLeverage: 20 },
      ],
      [
        "instrument.update",
        "instrument",
        { enabled: false, maxLeverage: 20 },
        { enabled: true, maxLeverage: 20 },
      ],
    ]);
  });

  it("lowers a leverage cap and raises it back up to, never above, the class cap", async () => {
    const lowered = await patch("EURUSD", { maxLeverage: 10 });
    expect(lowered.statusCode).toBe(200);
    expect((await publicList()).find((item) => item.symbol === "EURUSD")?.maxLeverage).toBe(10);
    expect((await patch("EURUSD", { maxLeverage: 30 })).json().maxLeverage).toBe(30);

    for (const [symbol, leverage, cap] of [
      ["EURUSD", 31, 30],
      ["BTCUSD", 3, 2],
      ["XAUUSD", 50, 20],
    ] as const) {
      const refused = await patch(symbol, { maxLeverage: leverage, enabled: false });
      expect(refused.statusCode, symbol).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: "LEVERAGE_ABOVE_CLASS_CAP",
        message: `Maximum leverage for ${symbol} cannot exceed ${cap}:1, the cap of its asset class`,
      });
      // Nothing written: not the leverage, not the enabled flag in the same request.
      const [row] = await t.app.db.select().from(instruments).where(eq(instruments.symbol, symbol));
      expect([row?.maxLeverage, row?.enabled]).toEqual([cap, true]);
    }
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, "BTCUSD"));
    expect(audit).toHaveLength(0);
  });

  it("the database refuses a cap above the class cap even without the use case", async () => {
    await expect(
      t.app.db.update(instruments).set({ maxLeverage: 3 }).where(eq(instruments.symbol, "ETHUSD")),
    ).rejects.toThrow();
  });

  it("answers bad input with a clear 4xx, never a 500", async () => {
    const cases: [string, unknown, number][] = [
      ["NOPE", { enabled: false }, 404],
      ["BTCUSD", {}, 400],
      ["BTCUSD", { maxLeverage: 0 }, 400],
      ["BTCUSD", { maxLeverage: 1.5 }, 400],
      ["BTCUSD", { maxLeverage: "2" }, 400],
      ["BTCUSD", { enabled: "yes" }, 400],
      ["BTCUSD", { enabled: true, extra: 1 }, 400],
      ["BTCUSD", { maxLeverage: 1e308 }, 400],
      ["BTCUSD", { maxLeverage: 1000 }, 422],
    ];
    for (const [symbol, payload, status] of cases) {
      const response = await patch(symbol, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error.message).toEqual(expect.any(String));
    }
    expect((await patch("NOPE", { enabled: false })).json().error.message).toBe("Instrument not found");
    expect((await patch("BTCUSD", {})).json().error.message).toBe("Change enabled or maxLeverage");
  });

  it("is for admins only", async () => {
    const user = await signUp(t.app);
    expect((await patch("BTCUSD", { enabled: false }, user.cookie)).statusCode).toBe(403);
    expect((await call(t.app, { method: "GET", url: "/api/v1/admin/instruments" })).statusCode).toBe(401);
  });

  it("is listed in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/instruments",
        "/api/v1/admin/instruments",
        "/api/v1/admin/instruments/{symbol}",
      ]),
    );
  });
});
