import { z } from "zod";
import { notificationKinds } from "../notifications";

/** How many notifications the centre lists (newest first). */
export const NOTIFICATIONS_LISTED = 50;

const notification = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  /** The kind's params (src/shared/notifications.ts): the web renders the text in the reader's language. */
  params: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

/** GET /api/v1/notifications: the newest notifications and how many of all are unread. */
export const notificationsOutput = z.object({
  items: z.array(notification),
  unreadCount: z.number().int(),
});
export type NotificationsOutput = z.infer<typeof notificationsOutput>;

/** POST /api/v1/notifications/read: these ids, or every unread one when none are given. */
export const markNotificationsReadInput = z.strictObject({
  ids: z.array(z.string().max(64)).max(200).optional(),
});
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadInput>;
export const markNotificationsReadOutput = z.object({ unreadCount: z.number().int() });
