import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cents } from "../../../../shared/money";
import { ProfitShareExample } from "./profit-share-example";

describe("ProfitShareExample", () => {
  it("works the trader's share on the example gain", () => {
    const html = renderToStaticMarkup(
      <ProfitShareExample traderName="Ada" percent={20} gain={cents(10_000n)} fee={cents(2_000n)} />,
    );
    expect(html).toContain('data-testid="profit-share-example"');
    expect(html).toContain("Profit share: 20%");
    expect(html).toContain("If your copy gains $100.00 above its high-water mark, Ada earns $20.00.");
  });

  it("says there is none at 0%", () => {
    const html = renderToStaticMarkup(
      <ProfitShareExample traderName="Ada" percent={0} gain={cents(10_000n)} fee={cents(0n)} />,
    );
    expect(html).toContain("Ada takes no profit share.");
  });
});
