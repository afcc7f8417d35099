import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StatCard } from "./stat-card";

describe("StatCard", () => {
  it("is a card section named by its label, with the figure's icon, the value and the note", () => {
    const html = renderToStaticMarkup(
      <StatCard label="Total Balance" figure="balance" value="$10.00" note="USD" />,
    );
    expect(html).toMatch(
      /^<section aria-label="Total Balance" data-figure="balance" class="rounded-2xl [^"]* p-5">/,
    );
    expect(html).toMatch(/<h2 [^>]*>Total Balance<\/h2>/);
    expect(html).toContain('data-testid="stat-icon"');
    expect(html).toContain("bg-emerald-100");
    expect(html).toContain(">$10.00</p>");
    expect(html).toContain(">USD</p>");
  });

  it("takes its colour from the figure and has no note line without a note", () => {
    const html = renderToStaticMarkup(<StatCard label="Bonus" figure="bonus" value="$0.00" />);
    expect(html).toContain("bg-violet-100");
    expect(html.match(/<p /g)).toHaveLength(1);
  });
});
