import { z } from "zod";
import { type ChangeEvent, changeEvent } from "../../shared/schemas/events";

/** NOTIFY refuses a payload of 8,000 bytes or more; a batch stays well below. */
const MAX_PAYLOAD_BYTES = 7000;

/**
 * What a change_events row holds: one change (the realtime triggers write these), or several in
 * one row (a mirror batch's 1,000 copies would otherwise be 1,000 rows, 1,000 deletions and 1,000
 * notifications). The event bus hands the changes on one by one either way.
 */
export const recordedChanges = z.union([
  changeEvent.transform((change) => [change]),
  z.object({ changes: z.array(changeEvent) }).transform((batch) => batch.changes),
]);

/** `changes` as change_events payloads, each a batch that NOTIFY can carry, in their order. */
export function changePayloads(changes: readonly ChangeEvent[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = 0;
  const close = () => {
    if (batch.length > 0) payloads.push(`{"changes":[${batch.join(",")}]}`);
    batch = [];
    bytes = 0;
  };
  for (const change of changes) {
    const text = JSON.stringify(change);
    const size = Buffer.byteLength(text) + 1;
    if (bytes + size > MAX_PAYLOAD_BYTES - 20) close();
    batch.push(text);
    bytes += size;
  }
  close();
  return payloads;
}
