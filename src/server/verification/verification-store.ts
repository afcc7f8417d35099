import { and, desc, eq, sql } from "drizzle-orm";
import type { Verification, VerificationDocument } from "../../shared/schemas/verification";
import type { Runner } from "../db/client";
import { changeEvents, verificationCases, verificationDocuments, verificationProfiles } from "../db/schema";

export type CaseRow = typeof verificationCases.$inferSelect;
export type DocumentRow = typeof verificationDocuments.$inferSelect;
export type ProfileRow = typeof verificationProfiles.$inferSelect;

const documentFileUrl = (id: string) => `/api/v1/verification/documents/${id}/file`;

/** A document as its owner and admins see it; `caseStatus` is that of the case it was sent with. */
export function toVerificationDocument(
  row: DocumentRow,
  caseStatus: CaseRow["status"] | null,
): VerificationDocument {
  return {
    id: row.id,
    kind: row.kind,
    documentType: row.documentType,
    issuingCountry: row.issuingCountry,
    number: row.number,
    expiresOn: row.expiresOn,
    mrzChecked: row.mrzChecked,
    contentType: row.contentType,
    uploadedAt: row.uploadedAt.toISOString(),
    status: caseStatus ?? "uploaded",
    fileUrl: documentFileUrl(row.id),
  };
}

/** The user's current documents (one per kind at most), each with the status of its case. */
export async function currentDocuments(db: Runner, userId: string) {
  return db
    .select({ document: verificationDocuments, caseStatus: verificationCases.status })
    .from(verificationDocuments)
    .leftJoin(verificationCases, eq(verificationCases.id, verificationDocuments.caseId))
    .where(and(eq(verificationDocuments.userId, userId), eq(verificationDocuments.current, true)))
    .orderBy(verificationDocuments.kind);
}

export async function latestCase(db: Runner, userId: string): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCases)
    .where(eq(verificationCases.userId, userId))
    .orderBy(desc(verificationCases.submittedAt))
    .limit(1);
  return row;
}

export async function profileOf(db: Runner, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(verificationProfiles).where(eq(verificationProfiles.userId, userId));
  return row;
}

/**
 * Another account (not deleted) whose identity document has the same type, issuing country and
 * normalized number: one person, one account.
 */
export async function duplicateHolderOf(db: Runner, identity: DocumentRow): Promise<string | null> {
  const result = await db.execute(sql`
    select d.user_id from verification_documents d join users u on u.id = d.user_id
    where d.kind = 'identity' and d.user_id <> ${identity.userId} and u.deleted_at is null
      and d.document_type = ${identity.documentType} and d.issuing_country = ${identity.issuingCountry}
      and d.normalized_number = ${identity.normalizedNumber}
    order by d.uploaded_at limit 1`);
  return (result.rows[0] as { user_id?: string } | undefined)?.user_id ?? null;
}

/** A live update for the user's screens (and every admin's): their verification changed. */
export async function publishVerificationChange(tx: Runner, userId: string, caseId: string): Promise<void> {
  await tx.insert(changeEvents).values({
    payload: JSON.stringify({ entity: "verifications", op: "UPDATE", id: caseId, userId }),
  });
}

/** The level-1 details as typed, or null when none were given (or they were erased). */
export function toDetails(profile: ProfileRow | undefined): Verification["details"] {
  if (!profile?.detailsAt || profile.legalName === null) return null;
  return {
    legalName: profile.legalName,
    dateOfBirth: profile.dateOfBirth ?? "",
    phone: profile.phone ?? "",
    address: {
      line1: profile.addressLine1 ?? "",
      line2: profile.addressLine2 ?? "",
      city: profile.city ?? "",
      postalCode: profile.postalCode ?? "",
      country: profile.addressCountry ?? "",
    },
  };
}
