import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Runner } from "../db/client";
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
    id: randomUUID(),
    kind: email.kind,
    to: typeof email.to === "string" ? email.to : null,
    toRole: typeof email.to === "string" ? null : email.to.role,
    subject: emailSubject(email),
    props: email.props,
  };
}

/**
 * The same row as a data-modifying CTE `name` of a larger statement, queued only if `when` holds
 * (e.g. a condition on an earlier CTE): for a decision made in one statement.
 */
export function queueEmailCte(name: string, email: EmailIntent, when: SQL): SQL {
  const row = outboxRow(email);
  return sql`${sql.identifier(name)} as (
      insert into ${outbox} (id, kind, "to", to_role, subject, props)
      select ${row.id}, ${row.kind}, ${row.to}, ${row.toRole}, ${row.subject}, ${JSON.stringify(row.props)}::jsonb
      where ${when}
    )`;
}
