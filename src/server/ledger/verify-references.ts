import { sql } from "drizzle-orm";
import type { Runner } from "../db/client";

/**
 * The references of the rows a mirror batch writes, which carry no foreign keys (decision 0031):
 * each must name a row that exists. [table, column, referenced table, referenced column].
 */
const REFERENCES = [
  ["positions", "account_id", "trading_accounts", "id"],
  ["positions", "symbol", "instruments", "symbol"],
  ["fills", "account_id", "trading_accounts", "id"],
  ["fills", "position_id", "positions", "id"],
  ["copy_events", "copy_id", "copies", "id"],
  ["copy_events", "trader_fill_id", "fills", "id"],
  ["copy_events", "copy_fill_id", "fills", "id"],
  ["mirror_tasks", "copy_id", "copies", "id"],
  ["mirror_tasks", "job_seq", "mirror_jobs", "seq"],
] as const;

/** Every row whose reference names nothing, as "fills.position_id p-1 of fill-7: no such positions". */
export async function verifyReferences(db: Runner): Promise<string[]> {
  const checks = REFERENCES.map(([table, column, target, key]) => {
    const [from, to] = [sql.identifier(table), sql.identifier(target)];
    const [ref, id] = [sql.identifier(column), sql.identifier(key)];
    const label = `${table}.${column}`;
    const row = table === "mirror_tasks" ? sql`r.copy_id || '/' || r.job_seq` : sql`r.id::text`;
    return sql`select ${label} as reference, ${row} as row_id, r.${ref}::text as value, ${target} as target
               from ${from} r where r.${ref} is not null
                 and not exists (select 1 from ${to} t where t.${id} = r.${ref})`;
  });
  const result = await db.execute(sql.join(checks, sql` union all `));
  return (result.rows as { reference: string; row_id: string; value: string; target: string }[]).map(
    (row) => `${row.reference} ${row.value} of ${row.row_id}: no such ${row.target}`,
  );
}
