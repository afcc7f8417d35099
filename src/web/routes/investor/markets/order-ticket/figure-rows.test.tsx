import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FigureRows } from "./figure-rows";

describe("FigureRows", () => {
  it("lists each label with its figure in a named description list", () => {
    const html = renderToStaticMarkup(
      <FigureRows
        rows={[
          ["Notional", "$99.82"],
          ["Margin", "$49.91"],
        ]}
        testId="ticket-preview"
        className="mt-2 space-y-1 text-sm"
      />,
    );
    expect(html).toMatch(/^<dl class="mt-2 space-y-1 text-sm" data-testid="ticket-preview">/);
    expect(html).toMatch(/<dt [^>]*>Notional<\/dt><dd [^>]*>\$99.82<\/dd>/);
    expect(html).toMatch(/<dt [^>]*>Margin<\/dt><dd [^>]*>\$49.91<\/dd>/);
  });
});
