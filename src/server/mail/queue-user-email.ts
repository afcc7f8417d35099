import { eq } from "drizzle-orm";
import type { Runner } from "../db/client";
import { users } from "../db/schema";
import { type EmailIntent, queueEmail } from "./queue-email";

/**
 * Queues the email `intentFor` makes for the user `userId` (their name and email as they are now),
 * in the transaction `tx` of the change it reports; a user not found gets nothing. Answers the
 * outbox row's id, if one was queued.
 */
export async function queueUserEmail(
  tx: Runner,
  userId: string,
  intentFor: (user: { name: string; email: string }) => EmailIntent,
): Promise<string | undefined> {
  const [user] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ? queueEmail(tx, intentFor(user)) : undefined;
}
