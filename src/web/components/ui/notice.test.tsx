import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Notice } from "./notice";

describe("Notice", () => {
  it("is an amber box of the given role: its title in bold, then its lines, shaped by className", () => {
    const html = renderToStaticMarkup(
      <Notice role="status" title="Awaiting a second admin" className="mt-2 rounded-lg px-3 py-2 text-sm">
        <p>Proposed by Ada</p>
      </Notice>,
    );
    expect(html).toMatch(
      /^<div role="status" class="border border-amber-300 bg-amber-50 [^"]* mt-2 rounded-lg px-3 py-2 text-sm">/,
    );
    expect(html).toContain(
      '<p class="font-semibold">Awaiting a second admin</p><p>Proposed by Ada</p></div>',
    );
    expect(
      renderToStaticMarkup(
        <Notice role="note" title="Reviewer" className="p-4">
          <p>x</p>
        </Notice>,
      ),
    ).toMatch(/^<div role="note"/);
  });
});
