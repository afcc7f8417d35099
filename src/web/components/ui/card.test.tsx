import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Card } from "./card";

const look = "rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";

describe("Card", () => {
  it("renders a section with the app card look and forwards its props", () => {
    const html = renderToStaticMarkup(<Card aria-labelledby="t">x</Card>);
    expect(html).toBe(`<section aria-labelledby="t" class="${look} p-5 sm:p-6">x</section>`);
  });

  it("has a landing padding and a flush one, extra classes last", () => {
    expect(renderToStaticMarkup(<Card padding="landing" />)).toContain(`class="${look} p-6"`);
    expect(renderToStaticMarkup(<Card padding="none" className="mt-6" />)).toContain(`class="${look} mt-6"`);
  });

  it("renders the element named by `as` with that element's props", () => {
    const form = renderToStaticMarkup(
      <Card as="form" noValidate className="space-y-5">
        <input />
      </Card>,
    );
    expect(form).toMatch(/^<form noValidate="" class="[^"]* p-5 sm:p-6 space-y-5"><input\/><\/form>$/);
    expect(renderToStaticMarkup(<Card as="li" padding="landing" />)).toMatch(
      /^<li class="[^"]* p-6"><\/li>$/,
    );
    expect(renderToStaticMarkup(<Card as="div" role="alert" />)).toMatch(/^<div role="alert" class=/);
  });
});
