import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { messages } from "../../shared/messages";
import { actorOf } from "../auth/session";
import type { Runner } from "../db/client";
import { badRequest, conflict } from "../http/errors";
import { inKeyedTransaction } from "./keyed-transaction";

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
 * With it, the key row is inserted first inside the same transaction as the change
 * (inKeyedTransaction): a parallel request with the same key waits on that row, then finds the
 * stored response and replays it (same body) or gets 409 (different body). A failed request
 * stores nothing, so it can be retried.
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
  const claim = { userId: actorOf(request).userId, key, requestHash: requestHash(request) };
  const outcome = await inKeyedTransaction(db, claim, status, run);
  if (!outcome.claimed) {
    const { stored } = outcome;
    if (!stored || stored.requestHash !== claim.requestHash || stored.statusCode === null)
      throw conflict("IDEMPOTENCY_KEY_REUSED", messages.idempotencyKeyReused);
    reply.status(stored.statusCode);
    reply.header("idempotent-replayed", "true");
    return stored.responseBody as T;
  }
  reply.status(status);
  return outcome.body;
}
