import { describe, expect, it } from "vitest";
import { cents } from "../../shared/money";
import { formattersFor } from "./formatters";

const en = formattersFor("en");
const es = formattersFor("es");
const fr = formattersFor("fr");
/** Intl separates with narrow or plain no-break spaces; the tests read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("money", () => {
  it("keeps the spec's format in English and the locale's elsewhere, from cents or a wire amount", () => {
    expect(en.usd(cents(125050n))).toBe("$1,250.50");
    expect(en.usd("-3.00")).toBe("-$3.00");
    expect(plain(fr.usd(cents(125050n)))).toBe("1 250,50 $US");
    expect(plain(es.usd("1250.5"))).toBe("1250,50 US$");
  });

  it("signs a P&L except at zero, and shows the plan catalogue's whole dollars", () => {
    expect(en.signedUsd(cents(1250n))).toBe("+$12.50");
    expect(en.signedUsd(cents(-300n))).toBe("-$3.00");
    expect(en.signedUsd(cents(0n))).toBe("$0.00");
    expect(en.wholeUsd(5000)).toBe("$5,000");
  });
});

describe("prices and quantities", () => {
  it("give a price the instrument's decimals and a dash without one", () => {
    expect(en.price("EURUSD", "1.085")).toBe("1.0850");
    expect(en.price("BTCUSD", "43210.5")).toBe("43,210.50");
    expect(en.price("BTCUSD", null)).toBe("—");
  });

  it("keep every decimal and group thousands in the reader's locale", () => {
    expect(en.quantity("1234.00125")).toBe("1,234.00125");
    expect(es.quantity("0.5")).toBe("0,5");
  });

  it("write numbers with fixed or ranged decimals, grouped unless told not to", () => {
    expect(en.decimal(60800, 2)).toBe("60,800.00");
    expect(fr.decimal(60800, 2, false)).toBe("60800,00");
    expect(en.decimal(1.23456, [2, 4])).toBe("1.2346");
    expect(en.change(1.254)).toBe("+1.25");
    expect(en.change(0)).toBe("0.00");
    expect(plain(fr.count(12345))).toBe("12 345");
  });
});

describe("percentages", () => {
  it("write a percent as given in English and in the locale's way elsewhere", () => {
    expect(en.percent(8)).toBe("8%");
    expect(plain(fr.percent("11"))).toBe("11 %");
  });

  it("write a wire rate with 2 decimals, signed on request, and a dash without one", () => {
    expect(en.rate("12.5")).toBe("12.50%");
    expect(en.rate("-3.25", true)).toBe("-3.25%");
    expect(en.rate("3.25", true)).toBe("+3.25%");
    expect(plain(fr.rate("-3.25"))).toBe("-3,25 %");
    expect(en.rate(null)).toBe("—");
  });
});

describe("dates", () => {
  const iso = "2026-11-25T15:04:05.000Z";
  it("keep the spec's MM/DD/YYYY in English and DD/MM/YYYY in Spanish and French", () => {
    expect(en.date(iso)).toMatch(/^11\/2[56]\/2026$/);
    expect(fr.date(iso)).toMatch(/^2[56]\/11\/2026$/);
  });

  it("write medium dates and months in UTC, and pass an unreadable date through", () => {
    expect(en.mediumDate(iso)).toBe("Nov 25, 2026");
    expect(en.longDate(new Date(iso))).toBe("November 25, 2026");
    expect(en.month("2026-11")).toBe("Nov 2026");
    expect(en.mediumDate("soon")).toBe("soon");
    expect(en.month("later")).toBe("later");
  });
});
