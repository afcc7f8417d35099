import type { ChangeEvent } from "../../shared/schemas/events";
import type { Database } from "../db/client";
import { recordedChanges } from "./recorded-changes";

/** The NOTIFY channel the database triggers publish on (see the realtime migration). */
export const EVENTS_CHANNEL = "ste_events";

export type { ChangeEvent };

/**
 * What a follower of the feed must know besides the changes themselves:
 * - "down": the LISTEN connection dropped; changes may be missed until it is back;
 * - "up": listening again (changes made meanwhile were not delivered);
 * - "lost": a payload arrived that could not be read (its change is unknown).
 */
type FeedState = "up" | "down" | "lost";

export interface EventBus {
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  /** Whether changes are being received right now. */
  readonly listening: boolean;
  /** Told about every FeedState transition and every unreadable payload. */
  watch(listener: (state: FeedState) => void): () => void;
  close(): Promise<void>;
}

/** One LISTEN per server instance, fanned out to every open events stream of that instance. */
export async function createEventBus(
  database: Database,
  onError: (error: unknown) => void,
): Promise<EventBus> {
  const listeners = new Set<(event: ChangeEvent) => void>();
  const watchers = new Set<(state: FeedState) => void>();
  let listening = false;
  const tell = (state: FeedState) => {
    for (const watcher of watchers) watcher(state);
  };
  const unlisten = await database.listen(
    EVENTS_CHANNEL,
    (payload) => {
      const parsed = recordedChanges.safeParse(safeJson(payload));
      if (!parsed.success) {
        tell("lost");
        return onError(new Error(`unreadable change event: ${payload.slice(0, 200)}`));
      }
      for (const change of parsed.data) for (const listener of listeners) listener(change);
    },
    (up) => {
      if (up === listening) return;
      listening = up;
      if (!up) onError(new Error("change feed down: LISTEN connection lost, reconnecting"));
      tell(up ? "up" : "down");
    },
  );
  listening = true;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listening() {
      return listening;
    },
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    async close() {
      listeners.clear();
      listening = false;
      tell("down");
      watchers.clear();
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
