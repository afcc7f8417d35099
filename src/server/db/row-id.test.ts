import { describe, expect, it } from "vitest";
import { rowId } from "./row-id";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("rowId", () => {
  it("is a version 7 UUID whose first 48 bits are the time in milliseconds", () => {
    const at = Date.UTC(2026, 10, 29, 16, 45, 0, 123);
    const id = rowId(at);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(at);
  });

  it("sorts ids made in a later millisecond after earlier ones, as text", () => {
    const ids = Array.from({ length: 2000 }, (_, i) => rowId(1_800_000_000_000 + Math.floor(i / 10)));
    const sorted = [...ids].sort();
    for (let i = 1; i < ids.length; i++) {
      if (Math.floor(i / 10) !== Math.floor((i - 1) / 10)) expect(ids[i]! > ids[i - 1]!).toBe(true);
    }
    expect(sorted.map((id) => id.slice(0, 13))).toEqual(ids.map((id) => id.slice(0, 13)));
  });

  it("makes no id twice, within one millisecond too (74 random bits)", () => {
    const ids = Array.from({ length: 100_000 }, () => rowId(1_800_000_000_000));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 100)) expect(id).toMatch(UUID_V7);
  });
});
