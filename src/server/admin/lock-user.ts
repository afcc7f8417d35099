import { and, eq, isNull, ne, type SQL } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Tx } from "../db/client";
import { users } from "../db/schema";
import { notFound, unprocessable } from "../http/errors";

export type UserRow = typeof users.$inferSelect;

/** The user an admin acts on, locked for the rest of the transaction; deleted users are not found. */
export async function lockUser(tx: Tx, id: string): Promise<UserRow> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for("update");
  if (!user) throw notFound(messages.userNotFound);
  return user;
}

/**
 * Refuses to take `target` out of the admins who can still act (active, not deleted) when it is the
 * last one. The other admins' rows are locked first, so two admins deactivating each other at the
 * same moment cannot both succeed and leave nobody.
 */
export async function assertNotLastAdmin(tx: Tx, target: UserRow): Promise<void> {
  if (target.role !== "admin" || !target.isActive) return;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, "admin"),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        ne(users.id, target.id),
      ),
    )
    .orderBy(users.id)
    .for("update");
  if (others.length === 0) throw unprocessable("LAST_ADMIN", messages.lastAdmin);
}

/** The admins who can act (active, not deleted), locked in id order. */
export function lockActiveAdmins(tx: Tx): Promise<{ id: string }[]> {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true), isNull(users.deletedAt)))
    .orderBy(users.id)
    .for("update");
}

/** The user row as a plain audit snapshot, without personal data. */
export function accessSnapshot(user: Pick<UserRow, "isActive" | "role">) {
  return { isActive: user.isActive, role: user.role };
}

/**
 * An admin's change to a locked user's access (active, role): written with the audit entry of
 * `action` (before and after, plus `details`) in the same transaction; returns the updated row.
 */
export async function changeUserAccess(
  tx: Tx,
  actor: Actor,
  user: UserRow,
  change: Partial<
    Pick<UserRow, "isActive" | "role" | "adminProposedBy"> & { adminProposedAt: Date | SQL | null }
  >,
  action: string,
  details: Record<string, unknown> = {},
): Promise<UserRow> {
  const [updated] = await tx
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  await recordAudit(tx, {
    actorId: actor.userId,
    action,
    targetType: "user",
    targetId: user.id,
    before: accessSnapshot(user),
    after: { ...accessSnapshot(updated!), ...details },
  });
  return updated!;
}
