import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { NOTIFICATIONS_LISTED, type NotificationsOutput } from "../../shared/schemas/notifications";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { notifications } from "../db/schema";

/** GET /api/v1/notifications: the acting user's newest notifications and their unread count. */
export async function listNotifications(db: Runner, actor: Actor): Promise<NotificationsOutput> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, actor.userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LISTED),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt))),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      params: row.params as Record<string, unknown>,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    unreadCount: unread?.count ?? 0,
  };
}
