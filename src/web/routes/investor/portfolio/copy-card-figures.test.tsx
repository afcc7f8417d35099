import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testCopy } from "../../../test/copy-samples";
import { figurePattern } from "../../../test/markup";
import { CopyCardFigures } from "./copy-card-figures";

describe("CopyCardFigures", () => {
  it("shows a running copy's money, return, gap, fees and its stop and take-profit levels", () => {
    const html = renderToStaticMarkup(<CopyCardFigures copy={testCopy()} />);
    for (const [label, value] of [
      ["Invested", "$1,000.00"],
      ["Equity", "$1,012.50"],
      ["Unrealized", "+$7.50"],
      ["Realized", "-$2.00"],
      ["Return", "+0.45%"],
      ["Profit share paid", "$1.00"],
      ["Stop-loss at", "$700.00 (−30%)"],
      ["Take-profit at", "None"],
    ] as const)
      expect(html).toMatch(figurePattern(label, value));
  });

  it("shows a take-profit level when set, and no levels once stopped", () => {
    const html = renderToStaticMarkup(
      <CopyCardFigures copy={testCopy({ takeProfitEquity: "1500.00", takeProfitPercent: 50 })} />,
    );
    expect(html).toMatch(figurePattern("Take-profit at", "$1,500.00 (+50%)"));
    const stopped = renderToStaticMarkup(<CopyCardFigures copy={testCopy({ status: "stopped" })} />);
    expect(stopped).not.toContain("Stop-loss at");
    expect(stopped).not.toContain("Take-profit at");
  });
});
