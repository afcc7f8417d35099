import { describe, expect, it } from "vitest";
import { oncePerKey } from "./once-per-key";

describe("oncePerKey", () => {
  it("makes each key's value once and hands the same one back", () => {
    const made: string[] = [];
    const upper = oncePerKey((key: string) => {
      made.push(key);
      return { text: key.toUpperCase() };
    });
    const first = upper("en");
    expect(upper("en")).toBe(first);
    expect(upper("es").text).toBe("ES");
    expect(made).toEqual(["en", "es"]);
  });
});
