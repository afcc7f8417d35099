import { eq } from "drizzle-orm";
import type { AdminSettings } from "../../shared/schemas/admin";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { appSettings } from "../db/schema";

const DEFAULT_SETTINGS: AdminSettings = { requireAdminTwoFactor: false };

/** The platform settings (defaults for any not stored yet); for use cases that enforce them too. */
export async function readSettings(db: Runner): Promise<AdminSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, "requireAdminTwoFactor"))
    .limit(1);
  return { requireAdminTwoFactor: row ? row.value === true : DEFAULT_SETTINGS.requireAdminTwoFactor };
}

/** Admin: GET /api/v1/admin/settings. */
export function getSettings(db: Runner, _actor: Actor): Promise<AdminSettings> {
  return readSettings(db);
}
