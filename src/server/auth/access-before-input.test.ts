/**
 * Access is decided before input is looked at: EVERY guarded /api/v1 route of the route table,
 * called with a bad body (unknown fields, malformed JSON, the wrong media type), bad path
 * parameters and a bad query, answers 401 to an anonymous caller, 403 to a user below the route's
 * level, and never the route's field errors (which would describe its input to anyone).
 */
import { describe, expect, it } from "vitest";
import { messages } from "../../shared/messages";
import { activeUser } from "../ledger/money-test-kit";
import { call, signUp, useTestApp } from "../test/test-app";

const BAD_INPUTS = [
  {
    name: "unknown fields",
    payload: JSON.stringify({ unknownField: 1, amount: "not money" }),
    type: "application/json",
  },
  { name: "malformed JSON", payload: '{"amount":', type: "application/json" },
  { name: "wrong media type", payload: "amount=1", type: "text/xml" },
] as const;

/** The route's URL with hostile path parameters and a query it does not accept. */
const badUrl = (url: string) => `${url.replace(/:[A-Za-z]+/g, "%00not-an-id")}?limit=-5&cursor=%00&unknown=1`;

describe("access before input validation", () => {
  const t = useTestApp();

  it("answers 401 to anonymous, 403 below the route's level, for every guarded route and bad input", async () => {
    const inactive = await signUp(t.app);
    const investor = await activeUser(t.app);
    const guarded = t.app.routeTable.filter((route) => route.access !== "public");
    expect(guarded.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of guarded) {
      const callers: { who: string; cookie?: string; expected: number; code: string }[] = [
        { who: "anonymous", expected: 401, code: "UNAUTHORIZED" },
      ];
      if (route.access === "admin")
        callers.push({ who: "investor", cookie: investor.cookie, expected: 403, code: "FORBIDDEN" });
      if (route.access === "active" || route.access === "admin")
        callers.push({
          who: "inactive user",
          cookie: inactive.cookie,
          expected: 403,
          code: route.access === "admin" ? "FORBIDDEN" : "ACCOUNT_NOT_ACTIVE",
        });
      const withBody = route.method !== "GET" && route.method !== "HEAD";
      for (const caller of callers) {
        for (const input of withBody ? BAD_INPUTS : [BAD_INPUTS[0]]) {
          const response = await call(t.app, {
            method: route.method as "POST",
            url: badUrl(route.url),
            ...(caller.cookie ? { cookie: caller.cookie } : {}),
            ...(withBody ? { payload: input.payload, headers: { "content-type": input.type } } : {}),
          });
          const body = response.json() as { error?: { code?: string; fields?: unknown } };
          if (
            response.statusCode !== caller.expected ||
            body.error?.code !== caller.code ||
            body.error?.fields !== undefined
          ) {
            failures.push(
              `${route.method} ${route.url} as ${caller.who} with ${withBody ? input.name : "a bad query"}: ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses an anonymous password change before looking at its body", async () => {
    for (const payload of [{ unknownField: 1 }, { currentPassword: "", newPassword: "x" }]) {
      const response = await call(t.app, { method: "POST", url: "/api/auth/change-password", payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: "UNAUTHORIZED", message: messages.notSignedIn } });
    }
    const sessions = await call(t.app, { url: "/api/auth/list-sessions" });
    expect(sessions.statusCode).toBe(401);
  });
});
