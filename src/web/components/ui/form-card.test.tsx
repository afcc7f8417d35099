import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormCard } from "./form-card";

describe("FormCard", () => {
  it("is a card named by its title, holding an unvalidated form laid out as asked", () => {
    const html = renderToStaticMarkup(
      <FormCard id="password" title="Password" onSubmit={() => {}} layout="space-y-4">
        <input name="x" />
      </FormCard>,
    );
    expect(html).toMatch(/^<section aria-labelledby="password" class="[^"]*">/);
    expect(html).toContain(
      '<h2 id="password" class="text-lg font-semibold text-slate-900 dark:text-white">Password</h2>',
    );
    expect(html).toContain('<form noValidate="" class="mt-4 space-y-4"><input name="x"/></form>');
  });
});
