import { describe, expect, it } from "vitest";
import { insufficientMarginFor, messages, pricesSimulated } from "../../../../shared/messages";
import { ApiError } from "../../../api/client";
import enMarkets from "../../../i18n/en/markets";
import esMarkets from "../../../i18n/es/markets.json" with { type: "json" };
import frMarkets from "../../../i18n/fr/markets.json" with { type: "json" };
import { tradingError } from "./trading-error";

describe("server errors in the reader's language", () => {
  it("translates a known message, a field message and a message carrying a symbol", () => {
    const margin = new ApiError(422, "INSUFFICIENT_MARGIN", messages.insufficientMargin);
    expect(tradingError(enMarkets, margin)).toBe("Insufficient margin");
    expect(tradingError(esMarkets, margin)).toBe("Margen insuficiente");
    const field = new ApiError(400, "VALIDATION_ERROR", messages.badRequest, {
      quantity: messages.quantityInvalid,
    });
    expect(tradingError(esMarkets, field)).toBe("Introduzca una cantidad mayor que cero");
    const simulated = new ApiError(422, "PRICES_SIMULATED", pricesSimulated("SPX"));
    expect(tradingError(enMarkets, simulated)).toBe(pricesSimulated("SPX"));
    expect(tradingError(frMarkets, simulated)).toBe(
      "Les prix de SPX sont simulés : mode entraînement uniquement",
    );
  });

  it("says both amounts of a refused margin, in the reader's locale (issue 31 point 8)", () => {
    const refused = new ApiError(
      422,
      "INSUFFICIENT_MARGIN",
      insufficientMarginFor("$12,502.50", "$10,000.00"),
    );
    expect(tradingError(enMarkets, refused)).toBe(
      "Insufficient margin: this order needs $12,502.50 of margin and $10,000.00 is free",
    );
    expect(tradingError(frMarkets, refused, {}, "fr").replace(/[\u00a0\u202f]/g, " ")).toBe(
      "Marge insuffisante : cet ordre demande 12 502,50 $US de marge et 10 000,00 $US est libre",
    );
  });

  it("shows an unknown message as the server wrote it", () => {
    expect(tradingError(frMarkets, new ApiError(422, "SOMETHING_NEW", "Something new"))).toBe(
      "Something new",
    );
  });
});
