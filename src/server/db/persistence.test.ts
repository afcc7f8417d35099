import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { call, signIn, signUp } from "../test/test-app";

describe.skipIf(Boolean(process.env.DATABASE_URL))("embedded database (PGlite in DATA_DIR)", () => {
  it("keeps accounts and sessions across a restart, and seeds a generated admin once", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ste-persist-"));
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
      webDir: join(dataDir, "none"),
    };

    const first = await buildApp(config);
    const { user, password, cookie } = await signUp(first, { name: "Persistent Person" });
    const adminsBefore = await first.db.query.users.findMany({ where: (u, { eq }) => eq(u.role, "admin") });
    await first.close();

    const second = await buildApp(config);
    try {
      const me = await call(second, { url: "/api/v1/me", cookie });
      expect(me.statusCode).toBe(200);
      expect(me.json().referralId).toBe(user.referralId);
      await signIn(second, user.email, password);
      const adminsAfter = await second.db.query.users.findMany({ where: (u, { eq }) => eq(u.role, "admin") });
      expect(adminsBefore.map((a) => a.email)).toEqual(["admin@example.com"]);
      expect(adminsAfter.map((a) => a.id)).toEqual(adminsBefore.map((a) => a.id));
    } finally {
      await second.close();
    }
  }, 90_000);
});
