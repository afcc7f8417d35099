import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchBox } from "./search-box";

describe("SearchBox", () => {
  it("is a search input named by its placeholder through a hidden label", () => {
    const html = renderToStaticMarkup(<SearchBox value="" onChange={() => {}} placeholder="Search users" />);
    const id = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<label for="${id}" class="sr-only">Search users</label>`);
    expect(html).toContain('type="search"');
    expect(html).toContain('placeholder="Search users"');
    expect(html).toContain(" h-11 ");
  });

  it("compact: the toolbar's shorter input, filling its row", () => {
    const html = renderToStaticMarkup(
      <SearchBox compact value="TNX" onChange={() => {}} placeholder="Search" />,
    );
    expect(html).toMatch(/^<div class="relative flex-1">/);
    expect(html).toContain(" h-10 ");
    expect(html).toContain('value="TNX"');
  });
});
