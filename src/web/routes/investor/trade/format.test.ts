import { describe, expect, it } from "vitest";
import { insufficientMarginFor, messages, pricesSimulated } from "../../../../shared/messages";
import type { Quote } from "../../../../shared/schemas/market";
import type { Position } from "../../../../shared/schemas/trading";
import { ApiError } from "../../../api/client";
import enTrade from "../../../i18n/en/trade";
import esTrade from "../../../i18n/es/trade";
import frTrade from "../../../i18n/fr/trade";
import { livePnl, quantity, tradeError } from "./format";

const position: Position = {
  id: "p1",
  accountId: "a1",
  symbol: "BTCUSD",
  side: "buy",
  quantity: "0.01",
  averagePrice: "43000",
  leverage: 2,
  margin: "215.00",
  stopLoss: null,
  takeProfit: null,
  unrealizedPnl: "-7.00",
  realizedPnl: "0.00",
  status: "open",
  closeReason: null,
  openedAt: "2026-11-25T10:00:00.000Z",
  closedAt: null,
};
const quote = { symbol: "BTCUSD", bid: "43210.50", ask: "43220.00" } as Quote;

describe("live P&L of a position at the streamed quote", () => {
  it("marks a long at the bid and a short at the ask, to the cent", () => {
    // (43210.50 - 43000) x 0.01 = 2.105 -> $2.10 (toward the house, like the server: decision 0021).
    expect(livePnl(position, quote)).toBe(210n);
    // (43000 - 43220) x 0.01 = -2.20.
    expect(livePnl({ ...position, side: "sell" }, quote)).toBe(-220n);
  });

  it("keeps the server's figure without a quote", () => {
    expect(livePnl(position, undefined)).toBe(-700n);
  });
});

describe("server errors in the reader's language", () => {
  it("translates a known message, a field message and a message carrying a symbol", () => {
    const margin = new ApiError(422, "INSUFFICIENT_MARGIN", messages.insufficientMargin);
    expect(tradeError(enTrade, margin)).toBe("Insufficient margin");
    expect(tradeError(esTrade, margin)).toBe("Margen insuficiente");
    const field = new ApiError(400, "VALIDATION_ERROR", messages.badRequest, {
      quantity: messages.quantityInvalid,
    });
    expect(tradeError(esTrade, field)).toBe("Introduzca una cantidad mayor que cero");
    const simulated = new ApiError(422, "PRICES_SIMULATED", pricesSimulated("SPX"));
    expect(tradeError(enTrade, simulated)).toBe(pricesSimulated("SPX"));
    expect(tradeError(frTrade, simulated)).toBe(
      "Les prix de SPX sont simulés : mode entraînement uniquement",
    );
  });

  it("says both amounts of a refused margin, in the reader's locale (issue 31 point 8)", () => {
    const refused = new ApiError(
      422,
      "INSUFFICIENT_MARGIN",
      insufficientMarginFor("$12,502.50", "$10,000.00"),
    );
    expect(tradeError(enTrade, refused)).toBe(
      "Insufficient margin: this order needs $12,502.50 of margin and $10,000.00 is free",
    );
    expect(tradeError(frTrade, refused, {}, "fr-FR").replace(/[\u00a0\u202f]/g, " ")).toBe(
      "Marge insuffisante : cet ordre demande 12 502,50 $US de marge et 10 000,00 $US est libre",
    );
  });

  it("shows an unknown message as the server wrote it", () => {
    expect(tradeError(frTrade, new ApiError(422, "SOMETHING_NEW", "Something new"))).toBe("Something new");
  });
});

describe("quantities", () => {
  it("keep every decimal and group thousands in the reader's locale", () => {
    expect(quantity("en-US", "1234.00125")).toBe("1,234.00125");
    expect(quantity("es-ES", "0.5")).toBe("0,5");
  });
});
