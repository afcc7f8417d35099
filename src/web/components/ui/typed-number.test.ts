import { describe, expect, it } from "vitest";
import { typedCents, typedDecimal } from "./typed-number";

describe("numbers as typed", () => {
  it("read a decimal comma like a point", () => {
    expect(typedCents("1250,5")).toBe(125050n);
    expect(typedCents("1250.5")).toBe(125050n);
    expect(typedDecimal("0,5")).toBe(50_000_000n);
  });

  it("are null when they are not a number", () => {
    expect(typedCents("12,345.6")).toBeNull();
    expect(typedCents("")).toBeNull();
    expect(typedDecimal("abc")).toBeNull();
  });
});
