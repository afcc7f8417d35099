import { listNotifications, markNotificationsRead } from "../../shared/contract/notifications";
import { useEndpointMutation, useEndpointQuery, useInvalidate } from "./endpoint-hooks";

/** GET /api/v1/notifications: refreshed by the `notifications` live event (live-updates.ts). */
export function useNotifications(enabled = true) {
  return useEndpointQuery(listNotifications, undefined, { enabled });
}

/** POST /api/v1/notifications/read: the ids given, or all. */
export function useMarkNotificationsRead() {
  const invalidate = useInvalidate(["notifications"]);
  return useEndpointMutation(markNotificationsRead, {
    toInput: (ids: string[] | undefined) => ({ body: ids ? { ids } : {} }),
    onSettled: invalidate,
  });
}
