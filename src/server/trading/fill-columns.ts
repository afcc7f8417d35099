import type { fills } from "../db/schema";
import type { UnnestColumn } from "../db/sql-arrays";

/** A fill as the set-based writes insert it (insertRows): its numbers as the columns hold them, actor and time left to their defaults. */
export type FillInsert = Omit<typeof fills.$inferInsert, "actorId" | "createdAt">;

/** The columns of a set-based write of fills (the engine's closes, a mirror batch's fills). */
export const FILL_COLUMNS: readonly UnnestColumn<FillInsert>[] = [
  ["id", "id", "text"],
  ["account_id", "accountId", "text"],
  ["position_id", "positionId", "text"],
  ["symbol", "symbol", "text"],
  ["side", "side", "text"],
  ["quantity", "quantity", "numeric"],
  ["price", "price", "numeric"],
  ["leverage", "leverage", "int"],
  ["reason", "reason", "text"],
  ["realized_pnl", "realizedPnl", "bigint"],
  ["entry_id", "entryId", "text"],
];
