import { describe, expect, it } from "vitest";
import { call, signInAdmin, signUp, useTestApp } from "../test/test-app";

// Found by the API fuzzer: a NUL byte reached PostgreSQL, which refuses it in text, and the
// request answered 500.
describe("input the database refuses as malformed", () => {
  const t = useTestApp();

  it("answers 400 or 404, never 500, for NUL bytes in path parameters and searches", async () => {
    const admin = await signInAdmin(t.app);
    const { cookie } = await signUp(t.app);
    for (const [url, who] of [
      ["/api/v1/admin/users/%00", admin],
      ["/api/v1/admin/users?search=%00", admin],
      ["/api/v1/admin/transactions?search=a%00b", admin],
      ["/api/v1/transactions/%00", cookie],
      ["/api/v1/transactions?search=%00", cookie],
      ["/api/v1/referrals?search=%00", cookie],
    ] as const) {
      const response = await call(t.app, { url, cookie: who });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
      expect([200, 400, 404]).toContain(response.statusCode);
    }
  });
});
