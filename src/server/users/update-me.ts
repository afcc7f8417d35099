import { eq } from "drizzle-orm";
import type { Language } from "../../shared/languages";
import { messages } from "../../shared/messages";
import type { Me } from "../../shared/schemas/user";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { users } from "../db/schema";
import { unprocessable } from "../http/errors";
import { actorUser } from "./actor-user";
import { getMe } from "./get-me";

export interface MeUpdate {
  phone?: string;
  country?: string;
  language?: Language;
}

/**
 * The profile form (phone and country) and the language choice. A profile change that changes
 * nothing is refused with 'No changes made'; choosing the language already saved is a no-op.
 */
export async function updateMe(db: Runner, actor: Actor, input: MeUpdate): Promise<Me> {
  const user = await actorUser(db, actor, ["phone", "country", "language"]);
  const changes: Partial<Pick<typeof users.$inferInsert, "phone" | "country" | "language">> = {};
  if (input.phone !== undefined && input.phone !== user.phone) changes.phone = input.phone;
  if (input.country !== undefined && input.country !== user.country) changes.country = input.country;
  if (input.language !== undefined && input.language !== user.language) changes.language = input.language;
  const profileAsked = input.phone !== undefined || input.country !== undefined;
  if (Object.keys(changes).length === 0) {
    if (profileAsked || input.language === undefined)
      throw unprocessable("NO_CHANGES", messages.noChangesMade);
    return getMe(db, actor);
  }
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, actor.userId));
  return getMe(db, actor);
}
