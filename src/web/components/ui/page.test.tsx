import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorBlock, LoadingBlock, Page } from "./page";

describe("Page", () => {
  it("renders the title as the page's h1, the intro, the actions and the content, at the given width", () => {
    const html = renderToStaticMarkup(
      <Page title="Users" intro="Everyone" actions={<a href="/x">Export</a>} width="max-w-2xl">
        <p>body</p>
      </Page>,
    );
    expect(html).toMatch(/^<div class="mx-auto w-full max-w-2xl /);
    expect(html).toMatch(/<h1 [^>]*>Users<\/h1>/);
    expect(html).toContain(">Everyone</p>");
    expect(html).toContain('<a href="/x">Export</a>');
    expect(html).toContain("<p>body</p>");
  });

  it("leaves out the intro and the actions when not given; max-w-6xl by default", () => {
    const html = renderToStaticMarkup(<Page title="Overview">x</Page>);
    expect(html).toContain("max-w-6xl");
    expect(html.match(/<p/g)).toBeNull();
    expect(html).not.toContain("flex flex-wrap gap-2");
  });
});

describe("LoadingBlock and ErrorBlock", () => {
  it("a loading block is a status with its label", () => {
    const html = renderToStaticMarkup(<LoadingBlock label="Loading users" />);
    expect(html).toMatch(/^<div role="status"/);
    expect(html).toContain("Loading users");
    expect(html).toContain("animate-spin");
  });

  it("an error block is an alert, with a retry button only when it can retry", () => {
    const withRetry = renderToStaticMarkup(<ErrorBlock message="Something went wrong" onRetry={() => {}} />);
    expect(withRetry).toMatch(/^<div role="alert"/);
    expect(withRetry).toContain('<button type="button"');
    expect(renderToStaticMarkup(<ErrorBlock message="Something went wrong" />)).not.toContain("<button");
  });
});
