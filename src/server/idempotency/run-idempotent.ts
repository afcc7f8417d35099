import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { messages } from "../../shared/messages";
import { actorOf } from "../auth/session";
import type { Runner } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { badRequest, conflict } from "../http/errors";

const KEY = /^[\x21-\x7e]{1,255}$/;

/** A stable fingerprint of the request: method, path and the parsed body (bigints as text). */
function requestHash(request: FastifyRequest): string {
  const body = JSON.stringify(request.body ?? null, (_key, value) =>
    typeof value === "bigint" ? value.toString() : value,
  );
  return createHash("sha256")
    .update(`${request.method} ${request.url.split("?")[0]}\n${body}`)
    .digest("hex");
}

/**
 * Runs a money-moving POST so that it honours `Idempotency-Key`. Without the header it just runs.
 * With it, the key row is inserted first inside the same transaction as the change: a parallel
 * request with the same key waits on that row, then finds the stored response and replays it
 * (same body) or gets 409 (different body). A failed request stores nothing, so it can be retried.
 */
export async function runIdempotent<T>(
  db: Runner,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  run: (db: Runner) => Promise<T>,
): Promise<T> {
  const header = request.headers["idempotency-key"];
  if (header === undefined) {
    const result = await run(db);
    reply.status(status);
    return result;
  }
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key) || Array.isArray(header))
    throw badRequest(messages.idempotencyKeyInvalid, { "Idempotency-Key": messages.idempotencyKeyInvalid });
  const userId = actorOf(request).userId;
  const hash = requestHash(request);

  const outcome = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
        .limit(1);
      if (!stored || stored.requestHash !== hash || stored.statusCode === null)
        throw conflict("IDEMPOTENCY_KEY_REUSED", messages.idempotencyKeyReused);
      return { status: stored.statusCode, body: stored.responseBody as T, replayed: true };
    }
    const body = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: status, responseBody: body ?? null })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { status, body, replayed: false };
  });
  reply.status(outcome.status);
  if (outcome.replayed) reply.header("idempotent-replayed", "true");
  return outcome.body;
}
