import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { ADMIN, signIn, useTestApp } from "../test/test-app";
import { users } from "./schema";
import { GENERATED_ADMIN_EMAIL, seedAdmin } from "./seed";

describe("seeding the generated admin", () => {
  const t = useTestApp();

  it("replaces an admin that cannot sign in (admin@localhost of earlier versions) with one that can", async () => {
    // The only admin has the address earlier versions generated, which the sign-in form refuses.
    await t.app.db.update(users).set({ email: "admin@localhost" }).where(eq(users.email, ADMIN.email));
    const printed: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => printed.push(line));
    try {
      const config = { ...t.config, adminEmail: undefined, adminPassword: undefined };
      await seedAdmin(t.app.db, t.app.auth, config, t.app.log);
      const [, email = "", password = ""] = printed.join("\n").match(/created: (\S+) \/ (\S+)/) ?? [];
      expect(email).toBe(GENERATED_ADMIN_EMAIL);
      await signIn(t.app, email, password);
      // Once a usable admin exists, a restart creates no other.
      printed.length = 0;
      await seedAdmin(t.app.db, t.app.auth, config, t.app.log);
      expect(printed).toEqual([]);
    } finally {
      log.mockRestore();
    }
  });
});
