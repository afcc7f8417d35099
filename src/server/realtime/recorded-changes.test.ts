import { describe, expect, it } from "vitest";
import type { ChangeEvent } from "../../shared/schemas/events";
import { changePayloads, recordedChanges } from "./recorded-changes";

const copyChange = (i: number): ChangeEvent => ({
  entity: "copies",
  op: "UPDATE",
  id: `copy-${i}-${"x".repeat(30)}`,
  userId: `user-${i}-${"y".repeat(26)}`,
});

describe("recorded changes", () => {
  it("packs 1,000 changes into payloads NOTIFY can carry, and reads them back in order", () => {
    const changes = Array.from({ length: 1000 }, (_, i) => copyChange(i));
    const payloads = changePayloads(changes);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.length).toBeLessThan(30);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const read = payloads.flatMap((payload) => recordedChanges.parse(JSON.parse(payload)));
    expect(read).toEqual(changes);
  });

  it("reads the triggers' one-change payload as one change, and packs nothing into nothing", () => {
    const change = copyChange(1);
    expect(recordedChanges.parse(change)).toEqual([change]);
    expect(changePayloads([])).toEqual([]);
  });

  it("refuses a batch holding anything but changes", () => {
    expect(recordedChanges.safeParse({ changes: [{ entity: "copies" }] }).success).toBe(false);
    expect(recordedChanges.safeParse({ changes: "all" }).success).toBe(false);
  });
});
