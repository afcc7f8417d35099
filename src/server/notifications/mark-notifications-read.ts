import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { MarkNotificationsReadInput } from "../../shared/schemas/notifications";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { changeEvents, notifications } from "../db/schema";

/**
 * POST /api/v1/notifications/read: marks the acting user's notifications read, the ids given (ids
 * of other users' notifications change nothing) or every unread one. Answers the unread count left;
 * the user's other open screens hear of it through the `notifications` live event.
 */
export async function markNotificationsRead(
  db: Runner,
  actor: Actor,
  input: MarkNotificationsReadInput,
): Promise<{ unreadCount: number }> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.userId, actor.userId),
          isNull(notifications.readAt),
          input.ids ? inArray(notifications.id, input.ids.length > 0 ? input.ids : [""]) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    if (changed.length > 0)
      await tx.insert(changeEvents).values({
        payload: JSON.stringify({ entity: "notifications", op: "UPDATE", id: "read", userId: actor.userId }),
      });
    const [unread] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt)));
    return { unreadCount: unread?.count ?? 0 };
  });
}
