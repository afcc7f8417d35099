import { type SQL, sql } from "drizzle-orm";

/** The id list of an `in (...)` of raw SQL, each id a parameter. */
export const idList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
