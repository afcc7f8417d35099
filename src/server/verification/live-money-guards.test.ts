import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor";
import { copies, traders, tradingAccounts } from "../db/schema";
import { activeUser } from "../ledger/money-test-kit";
import { useTestApp } from "../test/test-app";
import { requireLevelForOwned } from "./live-money-guards";
import { setGrantedLevel } from "./verification-test-kit";

const rules = { kycRequired: true };

describe("requireLevelForOwned", () => {
  const t = useTestApp({ KYC_REQUIRED: "true" });

  /** A level-0 user with a trading account and a copy of this mode, and the actor they act as. */
  async function ownerOf(mode: "live" | "practice") {
    const trader = await activeUser(t.app);
    await t.app.db.insert(traders).values({
      userId: trader.user.id,
      displayName: `Trader ${randomUUID().slice(0, 8)}`,
      profitSharePercent: 10,
      createdBy: trader.user.id,
    });
    const investor = await activeUser(t.app);
    await setGrantedLevel(t.app, investor.user.id, 0);
    const accountId = randomUUID();
    await t.app.db
      .insert(tradingAccounts)
      .values({ id: accountId, userId: investor.user.id, kind: "copy", mode });
    const copyId = randomUUID();
    await t.app.db.insert(copies).values({
      id: copyId,
      investorId: investor.user.id,
      traderId: trader.user.id,
      accountId,
      mode,
      stopLossPercent: 50,
      copyOpenPositions: false,
      invested: 50_000n,
      highWaterMark: "100",
      traderNavAtStart: "100",
    });
    const actor: Actor = { userId: investor.user.id, sessionId: "test", role: "user", isActive: true };
    return { actor, accountId, copyId };
  }

  it("asks level 2 for the caller's live account and live copy", async () => {
    const { actor, accountId, copyId } = await ownerOf("live");
    for (const [kind, id] of [
      ["account", accountId],
      ["copy", copyId],
    ] as const) {
      await expect(requireLevelForOwned(t.app.db, rules, actor, kind, id)).rejects.toMatchObject({
        status: 403,
        code: "VERIFICATION_REQUIRED",
        requiredLevel: 2,
      });
    }
  });

  it("asks nothing for practice, nor for a record that is not the caller's (the use case answers 404)", async () => {
    const practice = await ownerOf("practice");
    const live = await ownerOf("live");
    for (const [kind, id] of [
      ["account", practice.accountId],
      ["copy", practice.copyId],
    ] as const) {
      await expect(requireLevelForOwned(t.app.db, rules, practice.actor, kind, id)).resolves.toBeUndefined();
      await expect(
        requireLevelForOwned(t.app.db, rules, practice.actor, kind, randomUUID()),
      ).resolves.toBeUndefined();
    }
    await expect(
      requireLevelForOwned(t.app.db, rules, practice.actor, "account", live.accountId),
    ).resolves.toBeUndefined();
    await expect(
      requireLevelForOwned(t.app.db, rules, practice.actor, "copy", live.copyId),
    ).resolves.toBeUndefined();
  });
});
