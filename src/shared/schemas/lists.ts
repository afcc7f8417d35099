import { z } from "zod";
import { messages } from "../messages";

/** The `:id` of an address naming one record (a user, a transaction). */
export const idParams = z.strictObject({ id: z.string().min(1).max(64) });

/** A list's free-text filter (case-insensitive, matched by the server). */
export const searchText = z.string().trim().max(100).optional();

/** A searchable list read page by page, newest first: `cursor` is the last page's `nextCursor`. */
export const pagedListQuery = z.strictObject({
  search: searchText,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number({ error: messages.badRequest }).int().min(1).max(100).default(20),
});

/** One page of a `pagedListQuery` list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Pass as `cursor` for the next (older) page; null at the end. */
    nextCursor: z.string().nullable(),
  });
