import { type SQL, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { transactions } from "../db/schema";
import { badRequest } from "../http/errors";

/** Opaque cursor: the position (seq) of the last row of the previous page. */
export function encodeCursor(seq: bigint): string {
  return Buffer.from(`v1:${seq}`).toString("base64url");
}

export function decodeCursor(cursor: string): bigint {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const match = /^v1:(\d{1,19})$/.exec(text);
  if (!match) throw badRequest(messages.invalidCursor, { cursor: messages.invalidCursor });
  return BigInt(match[1]!);
}

/**
 * Case-insensitive substring search on transaction id, crypto and description. The expression is
 * exactly the one of the pg_trgm GIN index (transactions_search_trgm_idx), so the index serves it.
 *
 * Every row's text starts with "tnx-", so the trigrams of that prefix match all of them: a search for
 * a full id ("TNX-10500000") made the index read its longest posting lists (~400 ms at 1,000,000
 * rows under load). Such a search uses the index for the part after "tnx-" and checks the whole
 * text with position(), which the index cannot (and need not) serve: same rows, a few ms.
 */
export function searchCondition(search: string): SQL {
  const text = sql`lower(${transactions.transactionId} || ' ' || ${transactions.crypto} || ' ' || ${transactions.description})`;
  const lowered = search.toLowerCase();
  const like = (part: string) => `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rest = lowered.startsWith("tnx-") ? lowered.slice(4) : "";
  if (rest.length >= 3) return sql`(${text} like ${like(rest)} and position(${lowered} in ${text}) > 0)`;
  return sql`${text} like ${like(lowered)}`;
}
