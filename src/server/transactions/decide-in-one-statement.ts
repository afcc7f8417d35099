import { eq, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { type AuditRecord, auditRow } from "../audit/record-audit";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { executePrepared } from "../db/execute-prepared";
import { transactions } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { asRefusal, type EntryInput, entryCtes } from "../ledger/post-entry";
import type { TransactionRow } from "./insert-transaction";
import { toTransaction } from "./to-transaction";

/** Prepared once per database handle (see fast-session.ts). */
const byId = new WeakMap<Db, ReturnType<typeof prepareById>>();
function prepareById(db: Db) {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.id, sql.placeholder("id")))
    .limit(1)
    .prepare("find_transaction_by_id");
}

/** The transaction `id` as it is now: 404 when there is none, 409 when it is no longer pending. */
export async function findPending(db: Db, id: string): Promise<TransactionRow> {
  let query = byId.get(db);
  if (!query) {
    query = prepareById(db);
    byId.set(db, query);
  }
  const [row] = await query.execute({ id });
  if (!row) throw notFound(messages.transactionNotFound);
  if (row.status !== "pending") throw conflict("TRANSACTION_NOT_PENDING", messages.transactionNotPending);
  return row;
}

/**
 * Decides `row` (read by findPending) in ONE statement, with no explicit transaction around it: the
 * status change, its audit row and its ledger entry (if any) commit together or not at all, and
 * only if the transaction is still pending then (409 otherwise: another decision won). Its amount
 * and owner cannot change while it is pending, so the entry can be built from `row`.
 */
export async function decideInOneStatement(
  db: Db,
  actor: Actor,
  row: TransactionRow,
  decision: {
    status: "success" | "failed";
    action: string;
    entry?: Pick<EntryInput, "kind" | "postings">;
  },
): Promise<TransactionRow> {
  const decided = sql`exists (select 1 from decided)`;
  const audit = auditRow(decisionAudit(actor, { ...row, status: decision.status }, decision.action));
  const posting = decision.entry
    ? entryCtes({ ...decision.entry, transactionId: row.id, actorId: actor.userId }, decided)
    : undefined;
  const statement = sql`
    with decided as (
      update ${transactions} set status = ${decision.status}, decided_at = now(), decided_by = ${actor.userId}
      where id = ${row.id} and status = 'pending'
      returning floor(extract(epoch from decided_at) * 1000)::float8 as decided_ms
    ),
    audited as (
      insert into audit_log (id, actor_id, action, target_type, target_id, before, after)
      select ${audit.id}, ${audit.actorId}, ${audit.action}, ${audit.targetType}, ${audit.targetId},
             ${JSON.stringify(audit.before)}::jsonb, ${JSON.stringify(audit.after)}::jsonb
      where ${decided}
    )${posting ? sql`, ${posting.ctes}` : sql``}
    select decided_ms from decided`;
  let rows: unknown[];
  try {
    rows = await executePrepared(db, statement);
  } catch (error) {
    throw asRefusal(error);
  }
  const [result] = rows as { decided_ms: number | string }[];
  if (!result) throw conflict("TRANSACTION_NOT_PENDING", messages.transactionNotPending);
  return {
    ...row,
    status: decision.status,
    decidedAt: new Date(Number(result.decided_ms)),
    decidedBy: actor.userId,
  };
}

/** The audit record of a decision on a transaction. */
export function decisionAudit(actor: Actor, row: TransactionRow, action: string): AuditRecord {
  const after = toTransaction(row);
  return {
    actorId: actor.userId,
    action,
    targetType: "transaction",
    targetId: row.id,
    before: row.firstApprovedBy
      ? { status: "awaiting-second-approval", firstApprovedBy: row.firstApprovedBy }
      : { status: "pending" },
    after: { status: after.status, kind: after.kind, amount: after.amount, userId: after.userId },
  };
}
