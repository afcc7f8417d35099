import { eq, getTableColumns } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { users } from "../db/schema";
import { unauthorized } from "../http/errors";

type UserRow = typeof users.$inferSelect;

/** The named columns of the signed-in actor's user row; a user gone since the session began is a 401. */
export async function actorUser<Column extends keyof UserRow>(
  db: Runner,
  actor: Actor,
  columns: readonly Column[],
): Promise<Pick<UserRow, Column>> {
  const all = getTableColumns(users);
  const fields: Record<string, PgColumn> = {};
  for (const column of columns) fields[column] = all[column];
  const [user]: Record<string, unknown>[] = await db
    .select(fields)
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  if (!user) throw unauthorized();
  return user as Pick<UserRow, Column>;
}
