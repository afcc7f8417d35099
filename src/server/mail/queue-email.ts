import { SQL, sql } from "drizzle-orm";
import type { Runner } from "../db/client";
import { rowId } from "../db/row-id";
import { outbox } from "../db/schema";
import { type EmailIntent, emailSubject } from "./emails";

export type { EmailIntent } from "./emails";
export { ADMINS } from "./emails";

/**
 * Queues an email in the outbox: its kind, recipient and props, nothing rendered (the mail worker
 * renders it at delivery). Pass the transaction of the change it reports so both commit together;
 * it costs one small INSERT. `to: ADMINS` sends one copy to each admin, addressed at delivery.
 */
export async function queueEmail(db: Pick<Runner, "insert">, email: EmailIntent): Promise<string> {
  const row = outboxRow(email);
  await db.insert(outbox).values(row);
  return row.id;
}

/** The outbox row of `email`, with a new id. */
function outboxRow(email: EmailIntent) {
  return {
    id: rowId(),
    kind: email.kind,
    to: typeof email.to === "string" ? email.to : null,
    toRole: typeof email.to === "string" ? null : email.to.role,
    subject: emailSubject(email),
    props: email.props,
  };
}

/** An email whose props may be SQL expressions the statement computes (e.g. a name read by an earlier CTE). */
export type EmailIntentInStatement = EmailIntent extends infer E
  ? E extends { props: infer P }
    ? Omit<E, "props"> & { props: { [K in keyof P]: P[K] | SQL } }
    : never
  : never;

/**
 * The same row as a data-modifying CTE `name` of a larger statement, queued only if `when` holds
 * (e.g. a condition on an earlier CTE): for a change made in one statement. Props given as SQL are
 * computed by the statement; the subject is made from the others, so a template whose subject
 * shows a prop must be given that prop as a value.
 */
export function queueEmailCte(name: string, email: EmailIntentInStatement, when: SQL): SQL {
  const values: Record<string, unknown> = {};
  const computed: SQL[] = [];
  for (const [key, value] of Object.entries(email.props)) {
    if (value instanceof SQL) computed.push(sql`${key}::text, ${value}`);
    else values[key] = value;
  }
  const row = outboxRow({ ...email, props: values } as EmailIntent);
  const props = computed.length
    ? sql`${JSON.stringify(row.props)}::jsonb || jsonb_build_object(${sql.join(computed, sql`, `)})`
    : sql`${JSON.stringify(row.props)}::jsonb`;
  return sql`${sql.identifier(name)} as (
      insert into ${outbox} (id, kind, "to", to_role, subject, props)
      select ${row.id}, ${row.kind}, ${row.to}, ${row.toRole}, ${row.subject}, ${props}
      where ${when}
    )`;
}
