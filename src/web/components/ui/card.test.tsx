import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Card, cardClass } from "./card";

describe("Card", () => {
  it("renders a section with the app card look and forwards its props", () => {
    const html = renderToStaticMarkup(<Card aria-labelledby="t">x</Card>);
    expect(html).toBe(`<section aria-labelledby="t" class="${cardClass()}">x</section>`);
    expect(cardClass()).toContain("rounded-2xl border border-slate-200 bg-white shadow-sm");
    expect(cardClass()).toContain(" p-5 ");
    expect(cardClass()).toContain("sm:p-6");
  });

  it("has a landing padding and a flush one, extra classes last", () => {
    expect(cardClass("landing")).toContain(" p-6");
    expect(cardClass("landing")).not.toContain("p-5");
    expect(cardClass("none", "mt-6")).not.toMatch(/\bp-\d/);
    expect(cardClass("none", "mt-6")).toMatch(/ mt-6$/);
  });
});
