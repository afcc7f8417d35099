import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SizingChoice } from "./sizing-choice";

const props = {
  onSizingChange: () => {},
  fixedMarginText: "50",
  onFixedMarginChange: () => {},
  error: undefined,
};

describe("SizingChoice", () => {
  it("offers proportional and fixed sizing, with no margin field while proportional", () => {
    const html = renderToStaticMarkup(<SizingChoice sizing="proportional" {...props} />);
    expect(html).toContain("Position size");
    expect(html).toMatch(/checked="" value="proportional"/);
    expect(html).not.toContain("Margin per position (USD)");
  });

  it("asks for the margin per position when fixed, with its error", () => {
    const html = renderToStaticMarkup(
      <SizingChoice sizing="fixed" {...props} error="Enter the margin per position" />,
    );
    expect(html).toContain("Margin per position (USD)");
    expect(html).toContain('value="50"');
    expect(html).toContain("Enter the margin per position");
  });
});
