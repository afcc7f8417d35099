import { type AnyColumn, and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AuditList } from "../../shared/schemas/admin";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { auditLog, transactions, users } from "../db/schema";
import { takePage } from "../paging/take-page";
import { afterCursor, decodeIdCursor, encodeIdCursor, likePattern } from "./list-query";

export interface ListAuditInput {
  search?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

const actorUser = alias(users, "actor_user");
const targetUser = alias(users, "target_user");
const targetTransaction = alias(transactions, "target_transaction");

/**
 * Admin: the admin actions log, newest first. The search matches (case-insensitively) the action,
 * the reason, the target id, the TNX id of a transaction acted on, and the name or email of the
 * admin and of the user acted on (for a transaction: its owner).
 */
export async function listAudit(db: Runner, _actor: Actor, input: ListAuditInput): Promise<AuditList> {
  const conditions: SQL[] = [];
  if (input.search) {
    const pattern = likePattern(input.search);
    const person = (name: AnyColumn, email: AnyColumn) =>
      sql`lower(${name} || ' ' || ${email}) like ${pattern}`;
    conditions.push(
      or(
        sql`lower(${auditLog.action}) like ${pattern}`,
        sql`lower(coalesce(${auditLog.reason}, '')) like ${pattern}`,
        sql`lower(${auditLog.targetId}) like ${pattern}`,
        sql`lower(coalesce(${targetTransaction.transactionId}, '')) like ${pattern}`,
        person(actorUser.name, actorUser.email),
        person(targetUser.name, targetUser.email),
      )!,
    );
  }
  if (input.cursor) {
    conditions.push(afterCursor("audit_log", auditLog.createdAt, auditLog.id, decodeIdCursor(input.cursor)));
  }
  const rows = await db
    .select({
      entry: auditLog,
      actor: { id: actorUser.id, name: actorUser.name, email: actorUser.email },
      target: { id: targetUser.id, name: targetUser.name, email: targetUser.email },
      transaction: { id: targetTransaction.id, transactionId: targetTransaction.transactionId },
    })
    .from(auditLog)
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
    .leftJoin(
      targetTransaction,
      and(eq(auditLog.targetType, "transaction"), eq(targetTransaction.id, auditLog.targetId)),
    )
    .leftJoin(
      targetUser,
      or(
        and(eq(auditLog.targetType, "user"), eq(targetUser.id, auditLog.targetId)),
        eq(targetUser.id, targetTransaction.userId),
      ),
    )
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(input.limit + 1);
  return takePage(
    rows,
    input.limit,
    ({ entry, actor, target, transaction }) => ({
      id: entry.id,
      action: entry.action,
      actorId: entry.actorId,
      actor: actor?.id ? actor : null,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetUser: target?.id ? target : null,
      targetTransaction: transaction?.id ? transaction : null,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    }),
    (last) => encodeIdCursor(last.entry.id),
  );
}
