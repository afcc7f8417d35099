import { serializerCompiler } from "fastify-type-provider-zod";
import { meOutput } from "../../shared/schemas/user";
import type { Actor } from "../auth/actor";
import type { ReadCache } from "../cache/read-cache";

/** The part of the read cache that keeps answers per user. */
type Snapshots = Pick<ReadCache<{ userId: string }>, "getSnapshot" | "storeSnapshot" | "ticket">;

import type { Runner } from "../db/client";
import { getMe } from "./get-me";

/**
 * The same serializer the route's response schema gets (fastify-type-provider-zod: the value is
 * checked against `meOutput`, then JSON.stringify): a body that does not fit the schema throws.
 */
export const serializeMe = serializerCompiler({
  schema: meOutput,
  method: "GET",
  url: "/api/v1/me",
  httpStatus: "200",
}) as (me: unknown) => string;

/**
 * GET /api/v1/me as a ready JSON body: from the instance's read cache when it holds this user's
 * (nothing is read or serialized), else read with one query, checked and serialized
 * once, and kept unless the user changed while it was being read (see decision 0006).
 */
export function getMeBody(db: Runner, cache: Snapshots, actor: Actor): string | Promise<string> {
  return cache.getSnapshot(actor.userId) ?? readMeBody(db, cache, actor);
}

async function readMeBody(db: Runner, cache: Snapshots, actor: Actor): Promise<string> {
  const ticket = cache.ticket();
  const body = serializeMe(await getMe(db, actor));
  cache.storeSnapshot(ticket, actor.userId, body);
  return body;
}
