import { z } from "zod";

/**
 * A change to a row someone may be looking at, as GET /api/v1/events sends it (the server's event
 * bus publishes it; the web app's live updates refresh the queries it makes stale). `userId` is the
 * owner; null means everyone.
 */
export const changeEvent = z.object({
  entity: z.enum([
    "users",
    "transactions",
    "payment_methods",
    "trades",
    "balances",
    "sessions",
    "copies",
    "verifications",
    "notifications",
  ]),
  op: z.enum(["INSERT", "UPDATE", "DELETE"]),
  id: z.string(),
  userId: z.string().nullable(),
});
export type ChangeEvent = z.infer<typeof changeEvent>;
