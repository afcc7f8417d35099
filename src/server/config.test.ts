import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults and keeps a generated session secret in DATA_DIR", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ste-config-"));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      appUrl: "http://localhost:3000",
      trustedOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"],
      autoActivate: false,
      withdrawalFeePercent: 10,
      referralBonus: 100,
      databaseUrl: undefined,
      dualApprovalAbove: undefined,
    });
    expect(config.sessionSecret).toHaveLength(64);
    expect(readFileSync(join(dataDir, "session-secret"), "utf8")).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(config.sessionSecret);
  });

  it("reads the environment and trusts only APP_URL when it is set", () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), "ste-config-")),
      PORT: "8080",
      APP_URL: "https://trade.example.com/",
      AUTO_ACTIVATE: "true",
      WITHDRAWAL_FEE_PERCENT: "5",
      SESSION_SECRET: "s".repeat(40),
    });
    expect(config.appUrl).toBe("https://trade.example.com");
    expect(config.trustedOrigins).toEqual(["https://trade.example.com"]);
    expect(config.autoActivate).toBe(true);
    expect(config.withdrawalFeePercent).toBe(5);
    expect(config.sessionSecret).toBe("s".repeat(40));
  });

  it("reads DUAL_APPROVAL_ABOVE as cents, off when unset, empty or 'off', and refuses anything else", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ste-config-"));
    const above = (value: string) =>
      loadConfig({ DATA_DIR: dataDir, DUAL_APPROVAL_ABOVE: value }).dualApprovalAbove;
    expect(above("10000")).toBe(1_000_000n);
    expect(above(" 2500.5 ")).toBe(250_050n);
    expect(above("0")).toBe(0n);
    expect(above("")).toBeUndefined();
    expect(above("off")).toBeUndefined();
    for (const bad of ["-1", "ten", "1.234", "1e6", "$100"]) {
      expect(() => above(bad), bad).toThrow(/DUAL_APPROVAL_ABOVE: expected dollars/);
    }
  });

  it("reads MARKET_STALE_MS (10 s by default) and MARKET_POLL_MS (1 s by default)", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ste-config-"));
    expect(loadConfig({ DATA_DIR: dataDir }).marketStaleMs).toBe(10_000);
    expect(loadConfig({ DATA_DIR: dataDir }).marketPollMs).toBe(1000);
    expect(loadConfig({ DATA_DIR: dataDir, MARKET_POLL_MS: "250" }).marketPollMs).toBe(250);
    expect(() => loadConfig({ DATA_DIR: dataDir, MARKET_POLL_MS: "often" })).toThrow(/MARKET_POLL_MS/);
    expect(loadConfig({ DATA_DIR: dataDir, MARKET_STALE_MS: "2500" }).marketStaleMs).toBe(2500);
    for (const bad of ["soon", "-1", "50", "1.5"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, MARKET_STALE_MS: bad }), bad).toThrow(/MARKET_STALE_MS/);
    }
  });

  it("runs 2 mirroring passes at once unless MIRROR_WORKERS says how many (1 to 16)", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ste-config-"));
    expect(loadConfig({ DATA_DIR: dataDir }).mirrorWorkers).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir, MIRROR_WORKERS: "4" }).mirrorWorkers).toBe(4);
    for (const bad of ["0", "17", "two", "1.5"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, MIRROR_WORKERS: bad }), bad).toThrow(/MIRROR_WORKERS/);
    }
  });

  it("refuses invalid values with a readable message", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_EMAIL: "not-an-email" })).toThrow(/ADMIN_EMAIL/);
  });
});
