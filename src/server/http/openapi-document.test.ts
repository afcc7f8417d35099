import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";

type Operation = {
  summary?: string;
  operationId?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
};

describe("the OpenAPI document (issue 16, point 6; `npm run lint:openapi` runs Redocly on it in CI)", () => {
  const t = useTestApp();
  const operations = async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
      servers: unknown[];
    };
    expect(doc.servers.length).toBeGreaterThan(0);
    return Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
  };

  it("gives every operation a summary, a unique operationId, its security and its 4xx answers", async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(50);
    const missing = all.filter(({ operation }) => !operation.summary).map(({ key }) => key);
    expect(missing, "give the endpoint a summary in its contract").toEqual([]);
    // Every operation comes from a contract endpoint (src/shared/contract): its 4xx answers list codes.
    const outsideContract = all
      .filter(({ operation }) => !JSON.stringify(operation.responses).includes('"enum"'))
      .map(({ key }) => key);
    expect(outsideContract, "declare the route with defineEndpoint and implementEndpoint").toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, operation } of all) {
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith("4")),
        key,
      ).toBe(true);
    }
    const byKey = new Map(all.map(({ key, operation }) => [key, operation]));
    expect(byKey.get("GET /api/v1/me")?.security).toEqual([{ session: [] }]);
    expect(byKey.get("GET /api/v1/me")?.responses).toHaveProperty("401");
    expect(byKey.get("GET /api/v1/plans")?.security).toEqual([]);
    expect(byKey.get("POST /api/auth/sign-in/email")?.responses).toHaveProperty("429");
  });

  it("lists every error code of a contract endpoint under its status, with the code as an enum", async () => {
    const byKey = new Map((await operations()).map(({ key, operation }) => [key, operation]));
    const responses = byKey.get("POST /api/v1/withdrawals")?.responses as Record<
      string,
      { description: string; content: { "application/json": { schema: unknown } } }
    >;
    const codesOf = (status: string) =>
      (
        (responses[status] as (typeof responses)[string]).content["application/json"].schema as {
          properties: { error: { properties: { code: { enum: string[] } } } };
        }
      ).properties.error.properties.code.enum;
    expect(codesOf("422")).toEqual(["INSUFFICIENT_BALANCE"]);
    expect(codesOf("409")).toEqual(["IDEMPOTENCY_KEY_REUSED"]);
    expect(codesOf("403")).toEqual([
      "FORBIDDEN",
      "ORIGIN_REJECTED",
      "ACCOUNT_NOT_ACTIVE",
      "VERIFICATION_REQUIRED",
    ]);
    expect(codesOf("401")).toEqual(["UNAUTHORIZED"]);
    expect(byKey.get("POST /api/v1/withdrawals")?.summary).toBe("Request a withdrawal");
  });
});
