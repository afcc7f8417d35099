import { eq, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { ReviewReason, VerificationCaseDetail } from "../../shared/schemas/verification";
import type { Runner } from "../db/client";
import { users, verificationCases, verificationDocuments } from "../db/schema";
import { notFound } from "../http/errors";
import { type CaseListRow, caseFlaggedSql, toCaseSummary } from "./list-verification-cases";
import { duplicateHolderOf, profileOf, toDetails, toVerificationDocument } from "./verification-store";

/**
 * GET /api/v1/admin/verifications/:id: a case for review: what the user typed beside their
 * documents, the account holding the same identity document (if any), and the user's cases.
 */
export async function getVerificationCase(db: Runner, id: string): Promise<VerificationCaseDetail> {
  const [found] = await db.select().from(verificationCases).where(eq(verificationCases.id, id));
  if (!found) throw notFound(messages.verificationCaseNotFound);
  const history = await db.execute(sql`
    select c.id, c.user_id, u.name, u.email, c.status, ${caseFlaggedSql} as flagged, c.submitted_at,
      c.decided_at, c.reason
    from verification_cases c join users u on u.id = c.user_id
    where c.user_id = ${found.userId} order by c.submitted_at desc`);
  const rows = history.rows as unknown as (CaseListRow & { reason: ReviewReason | null })[];
  const self = rows.find((row) => row.id === id)!;
  const documents = await db.select().from(verificationDocuments).where(eq(verificationDocuments.caseId, id));
  const identity = documents.find((document) => document.kind === "identity");
  const duplicateId = found.duplicateOfUserId ?? (identity ? await duplicateHolderOf(db, identity) : null);
  const [duplicate] = duplicateId
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, duplicateId))
    : [];
  const profile = await profileOf(db, found.userId);
  return {
    ...toCaseSummary(self),
    reviewerId: found.reviewerId,
    reason: found.reason,
    note: found.note,
    requestedKind: found.requestedKind,
    details: toDetails(profile),
    documents: documents
      .sort((a, b) => a.kind.localeCompare(b.kind))
      .map((document) => toVerificationDocument(document, found.status)),
    duplicateOf: duplicate ?? null,
    history: rows.map((row) => ({ ...toCaseSummary(row), reason: row.reason })),
  };
}
