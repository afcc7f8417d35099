import {
  markNotificationsReadInput,
  markNotificationsReadOutput,
  notificationsOutput,
} from "../schemas/notifications";
import { endpointsOf } from "./endpoint";

/** The query-key family of the notification centre (refreshed by the `notifications` live event). */
export const notificationsTag = "notifications";

const notifications = endpointsOf(notificationsTag, "user");

export const listNotifications = notifications.get(
  "/api/v1/notifications",
  "List the signed-in user's newest notifications and the unread count",
  { output: notificationsOutput },
);

export const markNotificationsRead = notifications.post(
  "/api/v1/notifications/read",
  "Mark the signed-in user's notifications read (the ids given, else all)",
  { body: markNotificationsReadInput, output: markNotificationsReadOutput },
);
