import { lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Runner } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { every } from "../scheduling/every";

/** How long a stored response can be replayed: clients retry within minutes, not days. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Deletes Idempotency-Key rows older than the TTL (index on created_at); returns how many. */
export async function purgeIdempotencyKeys(db: Runner, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

/** Purges expired keys once an hour while the server runs (several instances may: it is idempotent). */
export function schedulePurgeIdempotencyKeys(app: FastifyInstance) {
  const purge = every(app, PURGE_EVERY_MS, "idempotency key purge failed", () =>
    purgeIdempotencyKeys(app.db),
  );
  app.addHook("onClose", async () => purge.stop());
}
