import { sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { AdminSettings } from "../../shared/schemas/admin";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { appSettings } from "../db/schema";
import { unprocessable } from "../http/errors";
import { readSettings } from "./get-settings";

/** Admin: PUT /api/v1/admin/settings; every change is an audit row. */
export async function updateSettings(db: Runner, actor: Actor, input: AdminSettings): Promise<AdminSettings> {
  return db.transaction(async (tx) => {
    // One writer at a time, so `before` in the audit row is what was really replaced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('app_settings'))`);
    const before = await readSettings(tx);
    if (before.requireAdminTwoFactor === input.requireAdminTwoFactor) return before;
    // Requiring two-factor would lock out the admin who turns it on without having it.
    if (input.requireAdminTwoFactor && !actor.twoFactorEnabled) {
      throw unprocessable("TWO_FACTOR_REQUIRED_FIRST", messages.adminTwoFactorFirst);
    }
    await tx
      .insert(appSettings)
      .values({ key: "requireAdminTwoFactor", value: input.requireAdminTwoFactor, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: input.requireAdminTwoFactor, updatedBy: actor.userId, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "settings.update",
      targetType: "settings",
      targetId: "app",
      before,
      after: input,
    });
    return readSettings(tx);
  });
}
