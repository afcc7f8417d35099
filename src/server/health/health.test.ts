import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";

describe("health, docs and unknown routes", () => {
  const t = useTestApp();

  it("reports the process alive and the database ready", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("serves the OpenAPI document with our routes and the docs UI", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/me",
        "/api/v1/admin/stats",
        "/api/auth/sign-up/email",
        "/api/auth/sign-in/email",
      ]),
    );
    const ui = await t.app.inject({ url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
  });

  it("answers unknown API paths with a JSON 404 in the error format", async () => {
    const response = await t.app.inject({ url: "/api/v1/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found" } });
  });

  it("refuses a route that declares no access level, at start-up", async () => {
    const { default: Fastify } = await import("fastify");
    const { registerAccessControl } = await import("../auth/session");
    const app = Fastify();
    registerAccessControl(app, t.app.auth);
    expect(() => app.get("/api/v1/forgotten", () => "x")).toThrow(/declares no access level/);
    expect(() => app.get("/api/v1/admin/sneaky", { config: { access: "user" } }, () => "x")).toThrow(
      /must have access "admin"/,
    );
    await app.close();
  });
});
