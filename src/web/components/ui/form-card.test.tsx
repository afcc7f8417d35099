import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormCard } from "./form-card";

describe("FormCard", () => {
  it("is a card named by its title, holding an unvalidated form laid out as asked", () => {
    const html = renderToStaticMarkup(
      <FormCard id="password" title="Password" onSubmit={() => {}} layout="stack">
        <input name="x" />
      </FormCard>,
    );
    expect(html).toMatch(/^<section aria-labelledby="password" class="[^"]*">/);
    expect(html).toContain(
      '<h2 id="password" class="text-lg font-semibold text-slate-900 dark:text-white">Password</h2>',
    );
    expect(html).toContain('<form noValidate="" class="mt-4 space-y-4"><input name="x"/></form>');
  });

  it("closes the form with its submit button, a whole row of the columns, and none without `submit`", () => {
    const columns = renderToStaticMarkup(
      <FormCard
        id="contact"
        title="Contact"
        onSubmit={() => {}}
        layout="columns"
        submit={{ label: "Update", pending: false }}
      >
        <input name="x" />
      </FormCard>,
    );
    expect(columns).toContain('<form noValidate="" class="mt-4 grid gap-4 sm:grid-cols-2"><input name="x"/>');
    expect(columns).toMatch(
      /<input name="x"\/><div class="sm:col-span-2"><button type="submit"[^>]*>Update<\/button><\/div><\/form>/,
    );
    const stack = renderToStaticMarkup(
      <FormCard id="p" title="P" onSubmit={() => {}} layout="stack" submit={{ label: "Save", pending: true }}>
        <input name="x" />
      </FormCard>,
    );
    expect(stack).toMatch(
      /<input name="x"\/><button type="submit"[^>]*aria-busy="true"[^>]*>.*Save<\/button><\/form>/,
    );
    const none = renderToStaticMarkup(
      <FormCard id="p" title="P" onSubmit={() => {}} layout="columns">
        <input name="x" />
      </FormCard>,
    );
    expect(none).not.toContain("<button");
  });
});
