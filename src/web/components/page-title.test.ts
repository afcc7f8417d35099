import { describe, expect, it } from "vitest";
import enCommon from "../i18n/en/common";
import esCommon from "../i18n/es/common";
import frCommon from "../i18n/fr/common";
import { signedInTitle } from "./page-title";

const signedInPaths = [
  "/dashboard",
  "/markets",
  "/portfolio",
  "/plans",
  "/deposits",
  "/deposits/payment",
  "/withdrawals",
  "/withdrawals/fee",
  "/transactions",
  "/referrals",
  "/profile",
  "/admin",
  "/admin/users",
  "/admin/users/abc123",
  "/admin/transactions",
  "/admin/traders",
  "/admin/audit",
  "/admin/profile",
];

describe("titles of the signed-in pages", () => {
  it("every signed-in route has a title in each language, ending with the product name", () => {
    for (const dict of [enCommon, esCommon, frCommon]) {
      for (const path of signedInPaths) {
        expect(signedInTitle(dict, path), path).toMatch(/^.+ \| Swift Trade Exchange$/);
      }
    }
    expect(signedInTitle(enCommon, "/dashboard")).toBe("Dashboard | Swift Trade Exchange");
    expect(signedInTitle(esCommon, "/dashboard")).toBe("Panel | Swift Trade Exchange");
    expect(signedInTitle(frCommon, "/admin/users/x")).toBe("Détails de l'utilisateur | Swift Trade Exchange");
    expect(signedInTitle(enCommon, "/withdrawals/")).toBe("Withdraw | Swift Trade Exchange");
    expect(signedInTitle(enCommon, "/nowhere")).toBeUndefined();
  });
});
