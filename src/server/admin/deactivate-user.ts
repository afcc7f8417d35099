import { eq } from "drizzle-orm";
import type { Profile } from "../../shared/schemas/user";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { sessions, users } from "../db/schema";
import { toMe } from "../users/to-me";
import { accessSnapshot, assertNotLastAdmin, lockUser } from "./lock-user";

/**
 * Admin: blocks a user (they see 'Account is not active') and ends all their sessions. The last
 * active admin cannot be deactivated, not even by themselves.
 */
export async function deactivateUser(db: Runner, actor: Actor, input: { id: string }): Promise<Profile> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, input.id);
    if (!user.isActive) return toMe(user);
    await assertNotLastAdmin(tx, user);
    const [updated] = await tx
      .update(users)
      .set({ isActive: false, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "user.deactivate",
      targetType: "user",
      targetId: user.id,
      before: accessSnapshot(user),
      after: { ...accessSnapshot(updated!), sessionsEnded: ended.length },
    });
    return toMe(updated!);
  });
}
