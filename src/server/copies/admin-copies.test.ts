import { describe, expect, it } from "vitest";
import { copiesOutput } from "../../shared/schemas/copies";
import { call } from "../test/test-app";
import { useTradingApp } from "../trading/trading-test-kit";
import { investorWith, startCopy, traderWith } from "./copy-test-kit";

describe("an admin sees a user's copies (issue 13, point 8)", () => {
  const t = useTradingApp();

  it("lists that user's copies with their figures, and nobody else's", async () => {
    const trader = await traderWith(t, "5000");
    const investor = await investorWith(t, "1500");
    const other = await investorWith(t, "1500");
    const copy = await startCopy(t.app, investor.cookie, { traderId: trader.userId, amount: "1000" });
    await startCopy(t.app, other.cookie, { traderId: trader.userId, amount: "500" });

    const response = await call(t.app, {
      method: "GET",
      url: `/api/v1/admin/users/${investor.userId}/copies`,
      cookie: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = copiesOutput.parse(response.json());
    expect(list.map((item) => item.id)).toEqual([copy.id]);
    expect(list[0]).toMatchObject({ invested: "1000.00", equity: "1000.00", status: "active", mode: "live" });

    const none = await call(t.app, {
      method: "GET",
      url: `/api/v1/admin/users/${trader.userId}/copies`,
      cookie: t.admin,
    });
    expect(none.json()).toEqual([]);
    const asInvestor = await call(t.app, {
      method: "GET",
      url: `/api/v1/admin/users/${investor.userId}/copies`,
      cookie: investor.cookie,
    });
    expect(asInvestor.statusCode).toBe(403);
  });
});
