import { and, asc, eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { traderFavourites, traders } from "../db/schema";
import { notFound } from "../http/errors";

/** The ids of the traders the acting user watches (favourites, issue 31 point 11), oldest first. */
export async function listFavouriteTraders(db: Runner, actor: Actor): Promise<{ ids: string[] }> {
  const rows = await db
    .select({ id: traderFavourites.traderId })
    .from(traderFavourites)
    .where(eq(traderFavourites.userId, actor.userId))
    .orderBy(asc(traderFavourites.createdAt), asc(traderFavourites.traderId));
  return { ids: rows.map((row) => row.id) };
}

/** POST /api/v1/traders/:id/favourite: watches a trader (any trader, stopped ones too); again is no change. */
export async function addFavouriteTrader(
  db: Runner,
  actor: Actor,
  traderId: string,
): Promise<{ ids: string[] }> {
  const [trader] = await db.select({ id: traders.userId }).from(traders).where(eq(traders.userId, traderId));
  if (!trader) throw notFound(messages.traderNotFound);
  await db.insert(traderFavourites).values({ userId: actor.userId, traderId }).onConflictDoNothing();
  return listFavouriteTraders(db, actor);
}

/** DELETE /api/v1/traders/:id/favourite: stops watching; a trader not watched is no change. */
export async function removeFavouriteTrader(
  db: Runner,
  actor: Actor,
  traderId: string,
): Promise<{ ids: string[] }> {
  await db
    .delete(traderFavourites)
    .where(and(eq(traderFavourites.userId, actor.userId), eq(traderFavourites.traderId, traderId)));
  return listFavouriteTraders(db, actor);
}
