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
 */
export function searchCondition(search: string): SQL {
  const escaped = search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`lower(${transactions.transactionId} || ' ' || ${transactions.crypto} || ' ' || ${transactions.description}) like ${`%${escaped}%`}`;
}
