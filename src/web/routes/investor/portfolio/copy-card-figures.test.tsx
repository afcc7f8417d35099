import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CopyCardFigures } from "./copy-card-figures";
import { testCopy } from "./test-copy";

const figure = (label: string, value: string) =>
  new RegExp(`>${label}</dt><dd[^>]*>${value.replace(/[$()+]/g, "\\$&")}</dd>`);

describe("CopyCardFigures", () => {
  it("shows a running copy's money, return, gap, fees and its stop and take-profit levels", () => {
    const html = renderToStaticMarkup(<CopyCardFigures copy={testCopy()} />);
    expect(html).toMatch(figure("Invested", "$1,000.00"));
    expect(html).toMatch(figure("Equity", "$1,012.50"));
    expect(html).toMatch(figure("Unrealized", "+$7.50"));
    expect(html).toMatch(figure("Realized", "-$2.00"));
    expect(html).toMatch(figure("Return", "+0.45%"));
    expect(html).toMatch(figure("Profit share paid", "$1.00"));
    expect(html).toMatch(figure("Stop-loss at", "$700.00 (−30%)"));
    expect(html).toMatch(figure("Take-profit at", "None"));
  });

  it("shows a take-profit level when set, and no levels once stopped", () => {
    const html = renderToStaticMarkup(
      <CopyCardFigures copy={testCopy({ takeProfitEquity: "1500.00", takeProfitPercent: 50 })} />,
    );
    expect(html).toMatch(figure("Take-profit at", "$1,500.00 (+50%)"));
    const stopped = renderToStaticMarkup(<CopyCardFigures copy={testCopy({ status: "stopped" })} />);
    expect(stopped).not.toContain("Stop-loss at");
    expect(stopped).not.toContain("Take-profit at");
  });
});
