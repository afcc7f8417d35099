import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyChange, reconnectDelayMs, staleTagsByEntity } from "./live-updates";

/** Every endpoint of the contract (the modules' exported endpoint definitions). */
const contract = Object.values(
  import.meta.glob("../../shared/contract/*.ts", { eager: true }) as Record<string, Record<string, unknown>>,
)
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is { tag: string; path: string } =>
      typeof value === "object" && value !== null && "tag" in value && "path" in value,
  );

describe("live updates", () => {
  it("waits 1 s under 5 attempts, 5 s under 15, 10 s under 100, then 60 s", () => {
    expect([0, 4, 5, 14, 15, 99, 100, 500].map(reconnectDelayMs)).toEqual([
      1000, 1000, 5000, 5000, 10000, 10000, 60000, 60000,
    ]);
  });

  it("marks the queries of the changed entity stale, and only those", async () => {
    const client = new QueryClient();
    client.setQueryData(["transactions", { search: "" }], []);
    client.setQueryData(["me"], { id: "u1" });
    client.setQueryData(["payment-methods"], []);
    applyChange(client, { entity: "transactions", op: "UPDATE", id: "t1", userId: "u1" });
    expect(client.getQueryState(["transactions", { search: "" }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["me"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["payment-methods"])?.isInvalidated).toBe(false);
  });

  it("makes stale only query families the contract has: each is some endpoint's tag", () => {
    const tags = new Set(contract.map((endpoint) => endpoint.tag));
    expect(tags.size).toBeGreaterThan(10);
    const unknown = Object.values(staleTagsByEntity)
      .flat()
      .filter((tag) => !tags.has(tag));
    expect(unknown).toEqual([]);
  });
});
