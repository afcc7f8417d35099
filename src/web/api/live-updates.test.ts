import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyChange, reconnectDelayMs } from "./live-updates";

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
});
