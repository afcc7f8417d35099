import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import type { MailTransport } from "./transport";

export const MAX_ATTEMPTS = 12;
/** How long a claimed email stays invisible to other workers while it is being sent. */
const CLAIM_SECONDS = 120;

/** 30 s, 1 min, 2 min, ... capped at 1 hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Sends the emails that are due. Each is claimed first (its next attempt pushed out), so several
 * server instances never send the same email at the same time; a crash mid-send retries it later.
 */
export async function deliverOutbox(db: Db, transport: MailTransport, limit = 20): Promise<DeliveryResult> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
    })
    .where(inArray(outbox.id, due))
    .returning();

  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const email of claimed) {
    try {
      await transport.send(email);
      await db
        .update(outbox)
        .set({ status: transport.kind === "smtp" ? "sent" : "logged", sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, email.id));
      result.sent += 1;
    } catch (error) {
      const giveUp = email.attempts >= MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(email.attempts)})`,
        })
        .where(eq(outbox.id, email.id));
      result.failed += 1;
    }
  }
  return result;
}
