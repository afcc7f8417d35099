import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RiskWarning } from "./risk-warning";

describe("the dialog's notes", () => {
  it("give the risk warning with the past-performance line", () => {
    const html = renderToStaticMarkup(<RiskWarning />);
    expect(html).toMatch(/^<p role="note"/);
    expect(html).toContain("Past performance is not a reliable indicator of future results.");
  });
});
