import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormError } from "./form-error";
import { RiskWarning } from "./risk-warning";

describe("the dialog's notes", () => {
  it("read out a form's error as an alert", () => {
    expect(renderToStaticMarkup(<FormError message="Refused" />)).toMatch(
      /^<p role="alert"[^>]*>Refused<\/p>$/,
    );
  });

  it("give the risk warning with the past-performance line", () => {
    const html = renderToStaticMarkup(<RiskWarning />);
    expect(html).toMatch(/^<p role="note"/);
    expect(html).toContain("Past performance is not a reliable indicator of future results.");
  });
});
