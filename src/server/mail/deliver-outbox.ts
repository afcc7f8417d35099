import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { isLanguage, type Language } from "../../shared/languages";
import type { Runner } from "../db/client";
import { outbox, users } from "../db/schema";
import { renderQueuedEmail } from "./emails";
import type { RenderedEmail } from "./templates/render-email";
import type { MailTransport } from "./transport";

const MAX_ATTEMPTS = 12;
/** How long a claimed email stays invisible to other workers while it is being sent. */
export const OUTBOX_CLAIM_SECONDS = 120;
/** Emails claimed and sent per round. */
export const OUTBOX_BATCH = 20;

/** 30 s, 1 min, 2 min, ... capped at 1 hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Emails queued to a role (e.g. every admin) become one email per member, in one statement: the
 * queued row is marked 'expanded' and a copy addressed to each current member (not deleted) is
 * queued beside it, due at once. Rows being expanded by another instance are skipped.
 */
async function expandRoleEmails(db: Runner, limit = OUTBOX_BATCH): Promise<void> {
  await db.execute(sql`
    with due as (
      select id from ${outbox}
      where status = 'pending' and to_role is not null and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    ),
    expanded as (
      update ${outbox} o set status = 'expanded', sent_at = now()
      from due where o.id = due.id
      returning o.kind, o.to_role, o.subject, o.props, o.html, o.text
    )
    insert into ${outbox} (id, kind, "to", subject, props, html, text)
    select gen_random_uuid()::text, e.kind, u.email, e.subject, e.props, e.html, e.text
    from expanded e join ${users} u on u.role = e.to_role and u.deleted_at is null`);
}

/**
 * The saved language of each recipient who is a user (by lowercase address); others (the support
 * inbox, a user who chose none) are absent and get English.
 */
async function recipientLanguages(db: Runner, addresses: string[]): Promise<Map<string, Language>> {
  const wanted = [...new Set(addresses.filter(Boolean).map((address) => address.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, wanted), isNotNull(users.language)));
  return new Map(
    rows.flatMap((row) =>
      isLanguage(row.language) ? [[row.email.toLowerCase(), row.language] as const] : [],
    ),
  );
}

/**
 * Sends the emails that are due, each in its recipient's saved language (subject included). Each is claimed first (its next attempt pushed out), so several
 * server instances never send the same email at the same time; a crash mid-send retries it later.
 * An email queued with props is rendered here, outside any transaction of the use case that queued
 * it, and the result is kept in the row; one queued rendered (before migration 0008) is sent as it
 * is. An email that cannot be rendered is marked 'failed' with the reason (rendering again would
 * fail again); a failed send is retried with backoff, up to MAX_ATTEMPTS.
 */
export async function deliverOutbox(
  db: Runner,
  transport: MailTransport,
  limit = OUTBOX_BATCH,
): Promise<DeliveryResult> {
  await expandRoleEmails(db, limit);
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), isNotNull(outbox.to), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${OUTBOX_CLAIM_SECONDS})`,
    })
    .where(inArray(outbox.id, due))
    .returning();

  const languages = await recipientLanguages(
    db,
    claimed.filter((email) => email.props !== null).map((email) => email.to ?? ""),
  );
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const email of claimed) {
    let content: RenderedEmail & { subject: string };
    const rendered = email.props !== null;
    try {
      content = rendered
        ? await renderQueuedEmail(email.kind, email.props, languages.get(email.to?.toLowerCase() ?? ""))
        : { subject: email.subject, html: email.html ?? "", text: email.text ?? "" };
    } catch (error) {
      await db
        .update(outbox)
        .set({ status: "failed", lastError: `render: ${errorText(error)}`.slice(0, 500) })
        .where(eq(outbox.id, email.id));
      result.failed += 1;
      continue;
    }
    try {
      await transport.send({ to: email.to ?? "", ...content });
      await db
        .update(outbox)
        .set({
          status: transport.kind === "smtp" ? "sent" : "logged",
          sentAt: new Date(),
          lastError: null,
          ...(rendered ? content : {}),
        })
        .where(eq(outbox.id, email.id));
      result.sent += 1;
    } catch (error) {
      const giveUp = email.attempts >= MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lastError: errorText(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(email.attempts)})`,
        })
        .where(eq(outbox.id, email.id));
      result.failed += 1;
    }
  }
  return result;
}

/**
 * Delivers batch after batch while each one is sent whole, so a burst (every withdrawal request
 * queues an email) goes out at once instead of `limit` per poll: 20 every 2 s capped delivery at
 * 10 emails a second. A batch with a failure, or one not full, ends it (a down SMTP server is
 * tried again at the next poll, not in a loop); so does `stopped()`.
 */
export async function drainOutbox(
  db: Runner,
  transport: MailTransport,
  stopped: () => boolean = () => false,
  limit = OUTBOX_BATCH,
): Promise<DeliveryResult> {
  const total: DeliveryResult = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await deliverOutbox(db, transport, limit);
    total.sent += batch.sent;
    total.failed += batch.failed;
    if (batch.sent < limit || stopped()) return total;
  }
}
