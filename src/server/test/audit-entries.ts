import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { auditLog } from "../db/schema";

/** The audit entries about `targetId` (only those of `action` when given), oldest first. */
export function auditEntries(app: FastifyInstance, targetId: string, action?: string) {
  return app.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.targetId, targetId), action === undefined ? undefined : eq(auditLog.action, action)),
    )
    .orderBy(auditLog.createdAt);
}
