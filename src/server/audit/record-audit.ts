import { randomUUID } from "node:crypto";
import { auditLog } from "../db/schema";
import type { Runner } from "../ledger/post-entry";

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
export function auditRow(record: AuditRecord) {
  return {
    id: randomUUID(),
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
