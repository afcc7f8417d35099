import { describe, expect, it } from "vitest";
import enCommon from "./en/common";
import esCommon from "./es/common";
import frCommon from "./fr/common";
import { plural, translateMessage } from "./translate";

describe("plural", () => {
  it("uses the language's plural rules for the pending withdrawals note", () => {
    const en = enCommon.counts.pendingWithdrawals;
    expect(plural("en", 0, en)).toBe("You have 0 pending withdrawals");
    expect(plural("en", 1, en)).toBe("You have 1 pending withdrawal");
    expect(plural("en", 2, en)).toBe("You have 2 pending withdrawals");
    expect(plural("es", 1, esCommon.counts.pendingWithdrawals)).toBe("Tiene 1 retiro pendiente");
    expect(plural("es", 3, esCommon.counts.pendingWithdrawals)).toBe("Tiene 3 retiros pendientes");
    // French counts 0 and 1 as singular.
    expect(plural("fr", 0, frCommon.counts.pendingWithdrawals)).toBe("Vous avez 0 retrait en attente");
    expect(plural("fr", 1, frCommon.counts.pendingWithdrawals)).toBe("Vous avez 1 retrait en attente");
    expect(plural("fr", 2, frCommon.counts.pendingWithdrawals)).toBe("Vous avez 2 retraits en attente");
  });
});

describe("translateMessage", () => {
  it("translates the avatar type message", () => {
    const message = "Only .png, .jpg and .jpeg images are accepted";
    expect(translateMessage(enCommon, message)).toBe(message);
    expect(translateMessage(esCommon, message)).toBe("Solo se aceptan imágenes .png, .jpg y .jpeg");
    expect(translateMessage(frCommon, message)).toBe("Seules les images .png, .jpg et .jpeg sont acceptées");
  });
});
