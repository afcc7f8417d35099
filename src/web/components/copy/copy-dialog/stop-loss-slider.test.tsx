import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cents } from "../../../../shared/money";
import { StopLossSlider } from "./stop-loss-slider";

describe("StopLossSlider", () => {
  it("is a 5-95% range saying the equity at which the copy closes", () => {
    const html = renderToStaticMarkup(
      <StopLossSlider value={30} onChange={() => {}} equity={cents(70_000n)} />,
    );
    expect(html).toContain("Copy stop-loss: 30%");
    expect(html).toMatch(/type="range" min="5" max="95" step="1" aria-valuetext="30%"[^>]*value="30"/);
    expect(html).toContain("Closes every position and stops the copy if its equity falls to $700.00.");
    expect(html).not.toContain("aria-invalid");
  });

  it("shows a dash without an amount, and its error", () => {
    const html = renderToStaticMarkup(
      <StopLossSlider value={50} onChange={() => {}} equity={null} error="Between 5 and 95" />,
    );
    expect(html).toContain("falls to —.");
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("Between 5 and 95");
  });
});
