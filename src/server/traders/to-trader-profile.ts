import type { TraderProfile } from "../../shared/schemas/traders";
import type { traders } from "../db/schema";

export type TraderRow = typeof traders.$inferSelect;

export function toTraderProfile(row: TraderRow): TraderProfile {
  return {
    displayName: row.displayName,
    bio: row.bio,
    profitSharePercent: row.profitSharePercent,
    since: row.createdAt.toISOString(),
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
  };
}

/**
 * What the audit log keeps of a trader: status and profit share, and which texts changed, never
 * the texts themselves (a display name may be the person's real name, and deleting the user scrubs
 * it; the audit log must not keep a copy).
 */
export function traderSnapshot(row: Pick<TraderRow, "profitSharePercent" | "stoppedAt"> | null) {
  if (!row) return { trader: "none" as const };
  return {
    trader: row.stoppedAt ? ("stopped" as const) : ("active" as const),
    profitSharePercent: row.profitSharePercent,
  };
}
