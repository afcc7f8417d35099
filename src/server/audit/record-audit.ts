import { type SQL, sql } from "drizzle-orm";
import type { Runner } from "../db/client";
import { rowId } from "../db/row-id";
import { auditLog } from "../db/schema";

export interface AuditRecord {
  actorId: string;
  /** e.g. "transaction.approve", "user.adjust-balance", "payment-method.update". */
  action: string;
  targetType: string;
  targetId: string;
  /** Plain JSON (money as decimal strings). */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** The audit_log row of `record`, with a new id. */
function auditRow(record: AuditRecord) {
  return {
    id: rowId(),
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
  };
}

/** Writes the audit row of an admin action; pass the action's transaction so both commit together. */
export async function recordAudit(tx: Runner, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(auditRow(record));
}

/**
 * The same row as a data-modifying CTE `name` of a larger statement, written only if `when` holds
 * (e.g. a condition on an earlier CTE): for a decision made in one statement.
 */
export function auditCte(name: string, record: AuditRecord, when: SQL): SQL {
  const row = auditRow(record);
  return sql`${sql.identifier(name)} as (
      insert into ${auditLog} (id, actor_id, action, target_type, target_id, before, after, reason)
      select ${row.id}, ${row.actorId}, ${row.action}, ${row.targetType}, ${row.targetId},
             ${JSON.stringify(row.before)}::jsonb, ${JSON.stringify(row.after)}::jsonb, ${row.reason}
      where ${when}
    )`;
}
