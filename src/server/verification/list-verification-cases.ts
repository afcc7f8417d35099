import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { VerificationCaseSummary, verificationCaseQuery } from "../../shared/schemas/verification";
import type { Runner } from "../db/client";

/** Another account holds the case's identity document (now, or when it was submitted). */
export const caseFlaggedSql = sql`(c.duplicate_of_user_id is not null or exists (
  select 1 from verification_documents d
  join verification_documents o on o.kind = 'identity' and o.user_id <> d.user_id
    and o.document_type = d.document_type and o.issuing_country = d.issuing_country
    and o.normalized_number = d.normalized_number
  join users ou on ou.id = o.user_id and ou.deleted_at is null
  where d.case_id = c.id and d.kind = 'identity'))`;

export interface CaseListRow {
  id: string;
  user_id: string;
  name: string;
  email: string;
  status: VerificationCaseSummary["status"];
  flagged: boolean;
  submitted_at: string | Date;
  decided_at: string | Date | null;
}

export function toCaseSummary(row: CaseListRow): VerificationCaseSummary {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.name,
    userEmail: row.email,
    status: row.status,
    flagged: row.flagged,
    submittedAt: new Date(row.submitted_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

/**
 * GET /api/v1/admin/verifications?status=: the review queue. pending (oldest first: the age of each
 * case shows), flagged (pending cases whose identity document another account holds), approved,
 * rejected or document-requested (newest decisions first); at most 200.
 */
export async function listVerificationCases(
  db: Runner,
  query: z.output<typeof verificationCaseQuery>,
): Promise<VerificationCaseSummary[]> {
  const status = query.status === "flagged" ? "pending" : query.status;
  const decided = status !== "pending";
  const result = await db.execute(sql`
    select * from (
      select c.id, c.user_id, u.name, u.email, c.status, ${caseFlaggedSql} as flagged, c.submitted_at, c.decided_at
      from verification_cases c join users u on u.id = c.user_id
      where c.status = ${status}
    ) cases
    where ${query.status === "flagged" ? sql`flagged` : sql`true`}
    order by ${decided ? sql`decided_at desc` : sql`submitted_at asc`}
    limit 200`);
  return (result.rows as unknown as CaseListRow[]).map(toCaseSummary);
}
