import { z } from "zod";
import type { Database } from "../db/client";

/** The NOTIFY channel the database triggers publish on (see the realtime migration). */
export const EVENTS_CHANNEL = "ste_events";

/** A change to a row someone may be looking at. `userId` is the owner; null means everyone. */
export const changeEvent = z.object({
  entity: z.enum(["users", "transactions", "payment_methods", "trades", "balances"]),
  op: z.enum(["INSERT", "UPDATE", "DELETE"]),
  id: z.string(),
  userId: z.string().nullable(),
});
export type ChangeEvent = z.infer<typeof changeEvent>;

export interface EventBus {
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  close(): Promise<void>;
}

/** One LISTEN per server instance, fanned out to every open events stream of that instance. */
export async function createEventBus(
  database: Database,
  onError: (error: unknown) => void,
): Promise<EventBus> {
  const listeners = new Set<(event: ChangeEvent) => void>();
  const unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
    const parsed = changeEvent.safeParse(safeJson(payload));
    if (!parsed.success) return onError(new Error(`unreadable change event: ${payload.slice(0, 200)}`));
    for (const listener of listeners) listener(parsed.data);
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await unlisten();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
