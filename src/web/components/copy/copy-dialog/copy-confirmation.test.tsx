import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cents } from "../../../../shared/money";
import { idleStep } from "../../../test/confirm-step";
import { figurePattern } from "../../../test/markup";
import { CopyConfirmation } from "./copy-confirmation";

const copy = {
  traderName: "Ada",
  profitSharePercent: 20,
  amount: cents(100_000n),
  mode: "practice" as const,
  stopLoss: 30,
  stopLossEquity: cents(70_000n),
  sizing: "proportional" as const,
  fixedMargin: cents(0n),
  copyOpen: true,
  ...idleStep,
};

describe("the copy confirmation", () => {
  it("lists the trader, amount, money, stop level, sizing, open positions and profit share", () => {
    const html = renderToStaticMarkup(<CopyConfirmation {...copy} />);
    expect(html).toContain('data-testid="copy-confirmation"');
    expect(html).toMatch(figurePattern("Trader", "Ada"));
    expect(html).toMatch(figurePattern("Amount", "$1,000.00"));
    expect(html).toMatch(figurePattern("Stops at", "$700.00 (−30%)"));
    expect(html).toMatch(
      figurePattern("Position size", "Proportional (scaled to the copy's equity)".replace("'", "&#x27;")),
    );
    expect(html).toMatch(figurePattern("Profit share", "20%"));
    expect(html).toContain("Copied now");
    expect(html).toContain('role="note"');
    expect(html).not.toContain('role="alert"');
  });

  it("names a fixed margin, and shows the server's refusal", () => {
    const html = renderToStaticMarkup(
      <CopyConfirmation
        {...copy}
        sizing="fixed"
        fixedMargin={cents(5_000n)}
        copyOpen={false}
        error="Refused"
      />,
    );
    expect(html).toMatch(figurePattern("Position size", "$50.00 margin per position"));
    expect(html).toContain("Only new positions");
    expect(html).toMatch(/<p role="alert"[^>]*>Refused<\/p>/);
  });
});
