import { eq, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { type AuditRecord, auditCte } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { executePrepared, preparedPerHandle } from "../db/prepared";
import { transactions } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { asRefusal, type EntryInput, entryCtes } from "../ledger/post-entry";
import { type EmailIntent, queueEmailCte } from "../mail/queue-email";
import type { TransactionRow } from "./insert-transaction";
import { toTransaction } from "./to-transaction";

const findById = preparedPerHandle((db) =>
  db
    .select()
    .from(transactions)
    .where(eq(transactions.id, sql.placeholder("id")))
    .limit(1)
    .prepare("find_transaction_by_id"),
);

/** The transaction `id` as it is now: 404 when there is none, 409 when it is no longer pending. */
export async function findPending(db: Runner, id: string): Promise<TransactionRow> {
  const [row] = await findById(db).execute({ id });
  if (!row) throw notFound(messages.transactionNotFound);
  if (row.status !== "pending") throw conflict("TRANSACTION_NOT_PENDING", messages.transactionNotPending);
  return row;
}

/**
 * The one write path of a decision on a pending deposit or withdrawal (approve or reject): decides
 * `row` (read by findPending) in ONE statement, with no explicit transaction around it. The status
 * change, its audit row, its email (if any) and its ledger entry (if any) commit together or not at
 * all, and only if the transaction is still pending then (409 otherwise: another decision won). An
 * approval also requires the first approval `row` was read with (four-eyes): a decision made on a
 * stale reading is refused the same way. Its amount and owner cannot change while it is pending,
 * so the entry can be built from `row`; the entry locks its accounts in the fixed order (see
 * entryCtes) and a user account going below zero refuses the whole statement (422).
 */
export async function decideInOneStatement(
  db: Runner,
  actor: Actor,
  row: TransactionRow,
  decision: {
    status: "success" | "failed";
    action: string;
    entry?: Pick<EntryInput, "kind" | "postings">;
    email?: EmailIntent;
  },
): Promise<TransactionRow> {
  const decided = sql`exists (select 1 from decided)`;
  const audit = auditCte(
    "audited",
    decisionAudit(actor, { ...row, status: decision.status }, decision.action),
    decided,
  );
  const email = decision.email ? sql`, ${queueEmailCte("emailed", decision.email, decided)}` : sql``;
  const posting = decision.entry
    ? entryCtes({ ...decision.entry, transactionRowId: row.id, actorId: actor.userId }, decided)
    : undefined;
  // Approving needs the first approval it was read with; rejecting is allowed at either stage.
  const sameFirstApproval =
    decision.status === "success"
      ? sql` and first_approved_by is not distinct from ${row.firstApprovedBy}::text`
      : sql``;
  const statement = sql`
    with decided as (
      update ${transactions} set status = ${decision.status}, decided_at = now(), decided_by = ${actor.userId}
      where id = ${row.id} and status = 'pending'${sameFirstApproval}
      returning floor(extract(epoch from decided_at) * 1000)::float8 as decided_ms
    ),
    ${audit}${email}${posting ? sql`, ${posting.ctes}` : sql``}
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
