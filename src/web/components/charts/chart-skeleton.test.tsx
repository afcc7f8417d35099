import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChartSkeleton } from "./chart-skeleton";

describe("ChartSkeleton", () => {
  it("is an empty tinted box filling its place while the chart loads", () => {
    expect(renderToStaticMarkup(<ChartSkeleton />)).toBe(
      '<div class="flex size-full items-center justify-center rounded-xl bg-slate-100 dark:bg-slate-800/60"></div>',
    );
  });

  it("says why there is no chart, and takes the caller's extra classes", () => {
    const html = renderToStaticMarkup(<ChartSkeleton className="min-h-64" message="No prices yet" />);
    expect(html).toMatch(/^<div class="flex [^"]* dark:bg-slate-800\/60 min-h-64">/);
    expect(html).toContain('<p class="text-sm text-slate-600 dark:text-slate-400">No prices yet</p>');
  });
});
