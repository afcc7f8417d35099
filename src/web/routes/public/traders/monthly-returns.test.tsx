import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MonthlyReturns } from "./monthly-returns";
import { SectionTitle } from "./section-title";
import { testTrader } from "./test-trader";

describe("MonthlyReturns", () => {
  it("shows each month with its signed return, or says there is no full month yet", () => {
    const html = renderToStaticMarkup(
      <MonthlyReturns trader={testTrader({ monthlyReturns: [{ month: "2026-10", return: "2.50" }] })} />,
    );
    expect(html).toMatch(/<h2 id="monthly-title"[^>]*>Monthly returns<\/h2>/);
    expect(html).toMatch(
      /data-testid="monthly-returns"><li [^>]*><p [^>]*>Oct 2026<\/p><p [^>]*text-emerald-700[^>]*>\+2.50%<\/p>/,
    );
    expect(renderToStaticMarkup(<MonthlyReturns trader={testTrader()} />)).toContain("No full month yet.");
  });

  it("heads each card with the h2 its card is labelled by", () => {
    expect(renderToStaticMarkup(<SectionTitle id="x">Risk</SectionTitle>)).toBe(
      '<h2 id="x" class="text-base font-semibold">Risk</h2>',
    );
  });
});
