import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import { type EmailIntent, emailSubject } from "./emails";

export type { EmailIntent } from "./emails";
export { ADMINS } from "./emails";

/**
 * Queues an email in the outbox: its kind, recipient and props, nothing rendered (the mail worker
 * renders it at delivery). Pass the transaction of the change it reports so both commit together;
 * it costs one small INSERT. `to: ADMINS` sends one copy to each admin, addressed at delivery.
 */
export async function queueEmail(db: Pick<Db, "insert">, email: EmailIntent): Promise<string> {
  const id = randomUUID();
  const recipient = typeof email.to === "string" ? { to: email.to } : { toRole: email.to.role };
  await db.insert(outbox).values({
    id,
    kind: email.kind,
    ...recipient,
    subject: emailSubject(email),
    props: email.props,
  });
  return id;
}
