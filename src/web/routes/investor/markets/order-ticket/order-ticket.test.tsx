import { describe, expect, it } from "vitest";
import { cents } from "../../../../../shared/money";
import type { Instrument } from "../../../../../shared/schemas/instruments";
import type { Quote } from "../../../../../shared/schemas/market";
import type { TradingAccount } from "../../../../../shared/schemas/trading";
import { markup } from "../../../../test/markup";
import { OrderTicket } from "./order-ticket";

const account = { id: "a1", kind: "own", mode: "practice" } as TradingAccount;
const instrument = {
  symbol: "BTCUSD",
  name: "Bitcoin",
  assetClass: "crypto",
  lotStep: "0.00001",
  minNotional: "10.00",
  maxLeverage: 2,
  simulated: false,
} as Instrument;
const quote = { symbol: "BTCUSD", bid: "43200", ask: "43210.5", stale: false, simulated: false } as Quote;

describe("OrderTicket", () => {
  it("puts the parts together: side, size, leverage, levels, an empty preview and Review", () => {
    const html = markup(
      <OrderTicket account={account} instrument={instrument} quote={quote} freeMargin={cents(1_000_000n)} />,
    );
    expect(html).toContain(">Order ticket · BTCUSD</h2>");
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*?<span>Buy<\/span><span [^>]*>43,210.50<\/span>/);
    expect(html).toContain("(step 0.00001)");
    expect(html).toMatch(/type="range" min="1" max="2"/);
    expect(html).toMatch(
      /data-testid="ticket-preview">.*>0 BTCUSD<\/dd>.*>43,210.50 \(ask\)<\/dd>.*>\$10,000.00<\/dd><\/div><\/dl>/,
    );
    expect(html).not.toContain('role="status"');
    expect(html).toMatch(/<button type="submit"[^>]*>Review order<\/button>/);
  });

  // Rendered on the server, a submit button is disabled until the app hydrates (components/ui/button.tsx).
  it("says it waits for a quote", () => {
    const html = markup(
      <OrderTicket account={account} instrument={instrument} quote={undefined} freeMargin={cents(0n)} />,
    );
    expect(html).toMatch(/role="status"[^>]*><li>Waiting for a quote...<\/li>/);
    expect(html).toMatch(/>— \(ask\)<\/dd>/);
  });
});
