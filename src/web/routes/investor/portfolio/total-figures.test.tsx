import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cents } from "../../../../shared/money";
import { TotalFigures } from "./total-figures";

describe("TotalFigures", () => {
  it("shows a mode's copy equity and signed P&L, each marked with its mode", () => {
    const html = renderToStaticMarkup(
      <dl>
        <TotalFigures total={{ mode: "practice", equity: cents(1_000_000n), pnl: cents(-1250n), count: 2 }} />
      </dl>,
    );
    expect(html.match(/<div data-mode="practice"/g)).toHaveLength(2);
    expect(html.match(/>Practice<\/span>/g)).toHaveLength(2);
    expect(html).toMatch(/Copy equity .*<dd [^>]*>\$10,000.00<\/dd>/);
    expect(html).toMatch(/Copy P&amp;L after profit share .*<dd [^>]*text-red-700[^>]*>-\$12.50<\/dd>/);
  });
});
