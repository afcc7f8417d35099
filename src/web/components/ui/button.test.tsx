import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass, LoadMoreButton, RowActionButton } from "./button";

describe("Button", () => {
  it("is a type=button primary button by default, with the emerald-700 look", () => {
    const html = renderToStaticMarkup(<Button>Save</Button>);
    expect(html).toContain('type="button"');
    expect(html).toContain("bg-emerald-700");
    expect(html).not.toContain("aria-busy");
    expect(html).not.toContain("disabled=");
    expect(html).toContain(">Save</button>");
  });

  it("while pending shows the spinner, sets aria-busy and disables, keeping the label", () => {
    const html = renderToStaticMarkup(
      <Button type="submit" pending className="w-full">
        Sign in
      </Button>,
    );
    expect(html).toContain('type="submit"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('disabled=""');
    expect(html).toContain("animate-spin");
    expect(html).toContain("Sign in</button>");
    expect(html).toMatch(/class="[^"]* w-full"/);
  });

  it("forwards other props and the secondary look; buttonClass gives links the same classes", () => {
    const html = renderToStaticMarkup(
      <Button variant="secondary" aria-label="Close" data-x="1">
        x
      </Button>,
    );
    expect(html).toContain('aria-label="Close"');
    expect(html).toContain('data-x="1"');
    expect(html).toContain(`class="${buttonClass("secondary")}"`);
    expect(buttonClass("secondary")).toContain("border-slate-300");
    expect(buttonClass("primary", "mt-6")).toMatch(/ mt-6$/);
  });

  it("a submit button is disabled in server-rendered HTML (a prerendered form cannot be sent natively), others are not", () => {
    expect(renderToStaticMarkup(<Button type="submit">Send</Button>)).toContain('disabled=""');
    expect(renderToStaticMarkup(<Button>Open</Button>)).not.toContain("disabled=");
  });

  it("variant none keeps only the caller's classes, with the same pending behaviour", () => {
    const html = renderToStaticMarkup(
      <Button variant="none" pending className="h-10 px-4">
        Activate
      </Button>,
    );
    expect(html).toContain('class="h-10 px-4"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("animate-spin");
  });

  it("LoadMoreButton: 'Load more', busy with a spinner while the next page comes", () => {
    const idle = renderToStaticMarkup(<LoadMoreButton pending={false} onClick={() => {}} />);
    expect(idle).toContain(">Load more</button>");
    expect(idle).not.toContain("disabled=");
    const busy = renderToStaticMarkup(<LoadMoreButton pending onClick={() => {}} />);
    expect(busy).toContain('disabled=""');
    expect(busy).toContain("animate-spin");
  });

  it("RowActionButton: a small secondary button whose target completes its name for screen readers", () => {
    const html = renderToStaticMarkup(<RowActionButton label="Edit" target="ETHUSD" />);
    expect(html).toContain(`class="${buttonClass("secondary", "h-9 px-3")}"`);
    expect(html).toContain('Edit<span class="sr-only"> ETHUSD</span></button>');
    expect(renderToStaticMarkup(<RowActionButton label="Reset" />)).toContain(">Reset</button>");
  });
});
