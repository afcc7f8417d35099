import { getTableColumns, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Runner } from "./client";

interface NewestPerGroup {
  /** Which rows count (null: all). */
  where: SQL | undefined;
  /** The column whose values make the groups. */
  group: PgColumn;
  /** The order, newest first: each column descending, the last one a unique tie-break. */
  newestFirst: readonly [PgColumn, ...PgColumn[]];
  /** Rows kept of each group. */
  limit: number;
}

/**
 * The `limit` newest rows of each group of `table`'s rows that `where` keeps, newest first, in one
 * query whatever the number of groups (a `row_number()` window over each group).
 */
export async function newestPerGroup<T extends PgTable>(
  db: Runner,
  table: T,
  { where, group, newestFirst, limit }: NewestPerGroup,
): Promise<T["$inferSelect"][]> {
  const descending = (column: PgColumn) => sql`${column} desc`;
  // Typed as any table's: the caller's row type is the answer's (T["$inferSelect"]).
  const source: PgTable = table;
  const columns: Record<string, PgColumn> = getTableColumns(source);
  const ranked = db
    .select({
      ...columns,
      rank: sql<number>`row_number() over (partition by ${group} order by ${sql.join(newestFirst.map(descending), sql`, `)})`.as(
        "rank",
      ),
    })
    .from(source)
    .where(where)
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(...newestFirst.map((column) => sql`${sql.identifier(column.name)} desc`));
  return rows.map(({ rank: _rank, ...row }) => row as T["$inferSelect"]);
}
