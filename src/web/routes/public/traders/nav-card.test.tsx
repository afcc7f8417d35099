import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NavCard } from "./nav-card";
import { testTrader } from "./test-trader";

describe("NavCard", () => {
  it("says there is not enough history until there are two points", () => {
    const html = renderToStaticMarkup(
      <NavCard trader={testTrader({ navSeries: [{ at: "2026-11-25T10:00:00.000Z", nav: "1.00" }] })} />,
    );
    expect(html).toMatch(/<h2 id="nav-title"[^>]*>/);
    expect(html).toContain('data-testid="nav-chart" data-ready="false"');
    expect(html).toContain("Not enough history for a chart yet.");
  });
});
