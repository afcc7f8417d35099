import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { idleStep } from "../../../../test/confirm-step";
import { ConfirmationBody, OrderConfirmation } from "./order-confirmation";

const order = {
  side: "sell" as const,
  mode: "practice" as const,
  symbol: "BTCUSD",
  rows: [["Leverage", "2:1"]] as const,
  ...idleStep,
};

describe("the order confirmation", () => {
  it("names the side, symbol and mode, lists the figures and offers Cancel and the side's confirm", () => {
    const html = renderToStaticMarkup(<ConfirmationBody {...order} />);
    expect(html).toContain(">Sell BTCUSD</span>");
    expect(html).toContain('data-testid="order-confirmation"');
    expect(html).toMatch(/<dt [^>]*>Leverage<\/dt><dd [^>]*>2:1<\/dd>/);
    expect(html).toContain(">Cancel</button>");
    expect(html).toContain("Confirm sell");
    expect(html).not.toContain('role="alert"');
  });

  it("shows the server's refusal as an alert", () => {
    const html = renderToStaticMarkup(<ConfirmationBody {...order} side="buy" error="Insufficient margin" />);
    expect(html).toMatch(/<p role="alert"[^>]*>Insufficient margin<\/p>/);
    expect(html).toContain("Confirm buy");
  });

  it("shows nothing until it is opened", () => {
    expect(renderToStaticMarkup(<OrderConfirmation open={false} {...order} />)).toBe("");
  });
});
