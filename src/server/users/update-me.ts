import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Me } from "../../shared/schemas/user";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { unauthorized, unprocessable } from "../http/errors";
import { getMe } from "./get-me";

/** The profile form: phone and country only; unchanged values are refused with 'No changes made'. */
export async function updateMe(db: Db, actor: Actor, input: { phone: string; country: string }): Promise<Me> {
  const [user] = await db
    .select({ phone: users.phone, country: users.country })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  if (!user) throw unauthorized();
  if (user.phone === input.phone && user.country === input.country) {
    throw unprocessable("NO_CHANGES", messages.noChangesMade);
  }
  await db
    .update(users)
    .set({ phone: input.phone, country: input.country, updatedAt: new Date() })
    .where(eq(users.id, actor.userId));
  return getMe(db, actor);
}
