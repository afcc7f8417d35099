import { describe, expect, it } from "vitest";
import { centsToDecimal, dollarsToCents, formatUsd, parseCents, readCents } from "./money";

describe("money", () => {
  it("parses decimal strings into integer cents", () => {
    expect(parseCents("1250")).toBe(125000n);
    expect(parseCents("1250.5")).toBe(125050n);
    expect(parseCents("0.01")).toBe(1n);
    expect(parseCents("-3.10")).toBe(-310n);
    expect(parseCents(" 7.00 ")).toBe(700n);
  });

  it("refuses anything that is not a plain decimal with at most 2 decimals", () => {
    for (const bad of ["", "abc", "1.234", "1e5", "NaN", "Infinity", "1,000", "--1", ".5", "1.", "0x10"]) {
      expect(parseCents(bad), bad).toBeNull();
    }
  });

  it("reads a wire amount for the screen as cents, zero when absent or unreadable", () => {
    expect(readCents("-12.50")).toBe(-1250n);
    expect(readCents(null)).toBe(0n);
    expect(readCents(undefined)).toBe(0n);
    expect(readCents("abc")).toBe(0n);
  });

  it("writes cents back as the wire format and as display text", () => {
    expect(centsToDecimal(125050n)).toBe("1250.50");
    expect(centsToDecimal(-5n)).toBe("-0.05");
    expect(formatUsd(123456789n)).toBe("$1,234,567.89");
    expect(formatUsd("-1000")).toBe("-$1,000.00");
    expect(formatUsd(0n)).toBe("$0.00");
    expect(dollarsToCents(699)).toBe(69900n);
  });
});
