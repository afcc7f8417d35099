import { describe, expect, it } from "vitest";
import { makeReferralId } from "./referral-id";

describe("makeReferralId", () => {
  it("is the name lowercased without spaces plus 5 random characters", () => {
    expect(makeReferralId("John Smith")).toMatch(/^johnsmith[a-z0-9]{5}$/);
  });
  it("stays URL-safe for any name", () => {
    expect(makeReferralId("Zoë O'Brien-Ñuñez")).toMatch(/^zoeobriennunez[a-z0-9]{5}$/);
    expect(makeReferralId("李雷")).toMatch(/^user[a-z0-9]{5}$/);
  });
  it("varies between calls", () => {
    const ids = new Set(Array.from({ length: 50 }, () => makeReferralId("Same Name")));
    expect(ids.size).toBeGreaterThan(45);
  });
});
