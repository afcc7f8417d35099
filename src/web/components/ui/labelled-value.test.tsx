import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { figurePattern } from "../../test/markup";
import { LabelledValue } from "./labelled-value";

describe("LabelledValue", () => {
  it("is a label (dt) and its value (dd) in one row", () => {
    const html = renderToStaticMarkup(<LabelledValue label="Amount" value="$100.00" look="line" />);
    expect(html).toMatch(/^<div class="flex [^"]*"><dt [^>]*>Amount<\/dt><dd [^>]*>\$100.00<\/dd><\/div>$/);
    expect(html).toMatch(figurePattern("Amount", "$100.00"));
  });

  it("takes its classes from the look: a line, a tile or a line of long text", () => {
    expect(renderToStaticMarkup(<LabelledValue label="A" value="1" look="line" />)).toContain("tabular-nums");
    const tile = renderToStaticMarkup(<LabelledValue label="A" value="1" look="tile" />);
    expect(tile).toMatch(/^<div class="rounded-xl bg-slate-50 /);
    expect(tile).toContain('<dt class="text-xs ');
    expect(renderToStaticMarkup(<LabelledValue label="A" value="1" look="text" />)).toContain("break-all");
  });

  it("shows a value that is markup as it is", () => {
    const html = renderToStaticMarkup(
      <LabelledValue label="Trader" value={<strong>Ann</strong>} look="line" />,
    );
    expect(html).toContain("<dd");
    expect(html).toContain("<strong>Ann</strong></dd>");
  });
});
