import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";

export interface Email {
  /** What the email is, e.g. "withdrawal-request" (for filtering and tests). */
  kind: string;
  to: string;
  subject: string;
  /** Rendered HTML: build emails with the React Email templates in ./templates (values are escaped). */
  html: string;
  text: string;
}

/** Queues an email in the outbox; pass the transaction of the change it reports so both commit together. */
export async function queueEmail(db: Pick<Db, "insert">, email: Email): Promise<string> {
  const id = randomUUID();
  await db.insert(outbox).values({ id, ...email });
  return id;
}
