import { eq } from "drizzle-orm";
import type { Profile } from "../../shared/schemas/user";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { sessions } from "../db/schema";
import { toMe } from "../users/to-me";
import { assertNotLastAdmin, changeUserAccess, lockUser } from "./lock-user";

/**
 * Admin: blocks a user (they see 'Account is not active') and ends all their sessions. The last
 * active admin cannot be deactivated, not even by themselves.
 */
export async function deactivateUser(db: Runner, actor: Actor, input: { id: string }): Promise<Profile> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, input.id);
    if (!user.isActive) return toMe(user);
    await assertNotLastAdmin(tx, user);
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    const updated = await changeUserAccess(tx, actor, user, { isActive: false }, "user.deactivate", {
      sessionsEnded: ended.length,
    });
    return toMe(updated);
  });
}
