import { and, desc, isNull, type SQL, sql } from "drizzle-orm";
import type { AdminUserList } from "../../shared/schemas/admin";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { users } from "../db/schema";
import { takePage } from "../paging/take-page";
import { afterCursor, decodeIdCursor, encodeIdCursor, likePattern } from "./list-query";
import { toAdminUserSummary } from "./to-admin-user";

export interface ListUsersInput {
  search?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * Admin: the users (deleted ones left out), newest first, one page at a time. The search matches
 * name or email case-insensitively; the expression is exactly the one of users_search_trgm_idx, so
 * the pg_trgm index serves it at any number of users.
 */
export async function listUsers(db: Runner, _actor: Actor, input: ListUsersInput): Promise<AdminUserList> {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (input.search) {
    conditions.push(sql`lower(${users.name} || ' ' || ${users.email}) like ${likePattern(input.search)}`);
  }
  if (input.cursor)
    conditions.push(afterCursor("users", users.createdAt, users.id, decodeIdCursor(input.cursor)));
  const rows = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(input.limit + 1);
  return takePage(rows, input.limit, toAdminUserSummary, (last) => encodeIdCursor(last.id));
}
