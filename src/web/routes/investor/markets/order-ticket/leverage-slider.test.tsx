import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LeverageSlider } from "./leverage-slider";

describe("LeverageSlider", () => {
  it("is a labelled range up to the cap with its value said beside it and to screen readers", () => {
    const html = renderToStaticMarkup(<LeverageSlider value={5} cap={20} onChange={() => {}} />);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Leverage<\/label><output for="\1"[^>]*>5:1<\/output>/);
    expect(html).toMatch(/<input id="[^"]+" type="range" min="1" max="20" step="1" aria-valuetext="5:1"/);
    expect(html).not.toContain("disabled");
  });

  it("is disabled when the instrument allows no leverage", () => {
    const html = renderToStaticMarkup(<LeverageSlider value={1} cap={1} onChange={() => {}} />);
    expect(html).toContain('disabled=""');
  });
});
