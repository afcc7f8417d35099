import { randomUUID } from "node:crypto";
import { type Api, fundedInvestorSession } from "./admin-kit";
import { expect } from "./fixtures";

/** POST with a fresh Idempotency-Key, expecting success. */
export async function keyedPost<T>(api: Api, path: string, data: unknown = {}): Promise<T> {
  const response = await api.context.post(path, { data, headers: { "Idempotency-Key": randomUUID() } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A trader an admin made, who deposited $5,000 and moved it into their live trading account:
 * the trader's session and that account's id.
 */
export async function liveTrader(admin: Api, name: string, profile: { displayName: string; bio: string }) {
  const { investor: trader } = await fundedInvestorSession(admin, name, "5000.00");
  await admin.post(`/api/v1/admin/users/${trader.id}/trader`, { ...profile, profitSharePercent: 10 });
  const accounts =
    await trader.api.get<{ id: string; mode: string; kind: string }[]>("/api/v1/trading/accounts");
  const live = accounts.find((account) => account.kind === "own" && account.mode === "live")!;
  await keyedPost(trader.api, `/api/v1/trading/accounts/${live.id}/transfers`, {
    direction: "in",
    amount: "5000.00",
  });
  return { trader, live };
}
