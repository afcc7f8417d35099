import { type SQL, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { badRequest } from "../http/errors";

/**
 * Opaque cursor of the admin lists: the id of the last row of the previous page. The next page is
 * what sorts after that row by (created_at desc, id desc), found again by its id, so timestamps
 * never lose precision on the way through the browser.
 */
export function encodeIdCursor(id: string): string {
  return Buffer.from(`id:${id}`).toString("base64url");
}

export function decodeIdCursor(cursor: string): string {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const match = /^id:([\w-]{1,64})$/.exec(text);
  if (!match) throw badRequest(messages.invalidCursor, { cursor: messages.invalidCursor });
  return match[1]!;
}

/** `%text%` for LIKE, lowercased, with LIKE's wildcards taken literally. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Rows strictly after the cursor row in (created_at desc, id desc) order. */
export function afterCursor(
  table: string,
  createdAt: SQL | unknown,
  id: SQL | unknown,
  cursorId: string,
): SQL {
  return sql`(${createdAt}, ${id}) < (select c.created_at, c.id from ${sql.identifier(table)} c where c.id = ${cursorId})`;
}
