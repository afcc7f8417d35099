import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * An array bound as one parameter (not spread into a list), for `any(...)` and unnest: its text
 * literal (arrayLiteral), cast by the statement (`::text[]`, `::bigint[]`, ...).
 */
export const array = (values: readonly unknown[]) => sql.param(arrayLiteral(values));

const SPECIAL = /[\\"]/;

/**
 * PostgreSQL's text form of a one-dimensional array: each value quoted (backslashes and double
 * quotes escaped), null and undefined as NULL, bigints, numbers and booleans as their text. What
 * node-postgres would send for a JavaScript array, built with one join: node-postgres concatenates
 * element by element with two regular-expression replaces each, 3.5-8x slower on a mirror batch's
 * columns (1,000 ids or numbers each), and a batch binds about 40 of them.
 */
export function arrayLiteral(values: readonly unknown[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) parts[i] = "NULL";
    else {
      const text = String(value);
      parts[i] = SPECIAL.test(text) ? `"${text.replace(/[\\"]/g, "\\$&")}"` : `"${text}"`;
    }
  }
  return `{${parts.join(",")}}`;
}

/**
 * `column = any(values)` with the ids as one array parameter: inArray binds one parameter per id,
 * and building a statement of 1,000 parameters was most of a mirror batch's time in Node.
 */
export const anyOf = (column: Column, values: readonly string[]): SQL =>
  sql`${column} = any(${array(values)}::text[])`;

/** A column of unnestRows: its name in `v`, the field of the row it comes from, its array's type. */
export type UnnestColumn<T> = readonly [
  name: string,
  field: keyof T,
  type: "text" | "numeric" | "int" | "bigint" | "boolean",
];

/** One field of every row, as one array parameter. */
const columnOf = <T>(rows: readonly T[], field: keyof T) => array(rows.map((row) => row[field]));

/**
 * `unnest(...) as v (...)`: `rows` as a relation `v` of `columns`, each bound as one array parameter
 * (not one parameter per value: a statement of thousands of parameters is slow to build and plan).
 * The source of the set-based writes.
 */
export function unnestRows<T>(rows: readonly T[], columns: readonly UnnestColumn<T>[]): SQL {
  const arrays = columns.map(([, field, type]) => sql`${columnOf(rows, field)}::${sql.raw(type)}[]`);
  return sql`unnest(${sql.join(arrays, sql`, `)}) as v (${sql.raw(columns.map(([name]) => name).join(", "))})`;
}

/**
 * `insert into table ... select ... from unnestRows(rows, columns)`: every column but those `computed`
 * reads (`inputs`) is stored as it is, then each `computed` column from its expression over `v`.
 */
export function insertRows<T>(
  table: string,
  rows: readonly T[],
  columns: readonly UnnestColumn<T>[],
  computed: { inputs: readonly string[]; values: Record<string, SQL> },
): SQL {
  const stored = columns.map(([name]) => name).filter((name) => !computed.inputs.includes(name));
  const targets = [...stored, ...Object.keys(computed.values)].join(", ");
  const values = [...stored.map((name) => sql.raw(`v.${name}`)), ...Object.values(computed.values)];
  return sql`insert into ${sql.identifier(table)} (${sql.raw(targets)})
             select ${sql.join(values, sql`, `)} from ${unnestRows(rows, columns)}`;
}
