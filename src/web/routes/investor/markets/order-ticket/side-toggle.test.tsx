import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Quote } from "../../../../../shared/schemas/market";
import { SideToggle } from "./side-toggle";

const quote = { bid: "43200", ask: "43210.5" } as Quote;

describe("SideToggle", () => {
  it("presses the chosen side and shows the ask on Buy and the bid on Sell", () => {
    const html = renderToStaticMarkup(
      <SideToggle side="sell" onChange={() => {}} symbol="BTCUSD" quote={quote} />,
    );
    expect(html).toContain('<legend class="sr-only">Side</legend>');
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*?<span>Buy<\/span><span [^>]*>43,210.50<\/span>/);
    expect(html).toMatch(
      /aria-pressed="true"[^>]*bg-red-700[^>]*>.*?<span>Sell<\/span><span [^>]*>43,200.00<\/span>/,
    );
  });

  it("shows a dash for both prices without a quote", () => {
    const html = renderToStaticMarkup(
      <SideToggle side="buy" onChange={() => {}} symbol="BTCUSD" quote={undefined} />,
    );
    expect(html.match(/>—<\/span>/g)).toHaveLength(2);
    expect(html).toMatch(/aria-pressed="true"[^>]*bg-emerald-700/);
  });
});
