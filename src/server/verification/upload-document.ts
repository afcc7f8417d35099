import { and, eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import {
  type DocumentFields,
  normalizeDocumentNumber,
  type VerificationDocument,
} from "../../shared/schemas/verification";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { rowId } from "../db/row-id";
import { verificationDocuments } from "../db/schema";
import { conflict, unprocessable } from "../http/errors";
import { checkMrz } from "./check-mrz";
import { deleteDocumentFile, prepareDocumentFile, storeDocumentFile } from "./document-files";
import { latestCase, toVerificationDocument } from "./verification-store";

/**
 * POST /api/v1/verification/documents: stores one document of the caller (identity, selfie or
 * proof of address) and makes it their current one of that kind. An identity document must not
 * have expired (422 DOCUMENT_EXPIRED) and its machine-readable zone, when given, must check out
 * (422 MRZ_INVALID). Refused while a case is being reviewed (409) or once verified (409). The
 * file is checked and re-encoded first (document-files.ts); a refused upload stores nothing.
 */
export async function uploadDocument(
  db: Runner,
  actor: Actor,
  dataDir: string,
  fields: DocumentFields,
  bytes: Buffer,
  today: Date = new Date(),
): Promise<VerificationDocument> {
  const identity = fields.kind === "identity";
  if (identity && fields.expiresOn && fields.expiresOn <= today.toISOString().slice(0, 10)) {
    throw unprocessable("DOCUMENT_EXPIRED", messages.documentExpired, {
      expiresOn: messages.documentExpired,
    });
  }
  if (identity && fields.mrz && fields.number) checkMrz(fields.mrz, fields.number);
  const latest = await latestCase(db, actor.userId);
  if (latest?.status === "pending")
    throw conflict("VERIFICATION_PENDING", messages.verificationAlreadyPending);
  if (latest?.status === "approved") throw conflict("ALREADY_VERIFIED", messages.verificationAlreadyDone);

  const file = await prepareDocumentFile(bytes);
  const fileName = await storeDocumentFile(dataDir, file.data, file.ext);
  try {
    return await db.transaction(async (tx) => {
      await tx
        .update(verificationDocuments)
        .set({ current: false })
        .where(
          and(
            eq(verificationDocuments.userId, actor.userId),
            eq(verificationDocuments.kind, fields.kind),
            eq(verificationDocuments.current, true),
          ),
        );
      const [row] = await tx
        .insert(verificationDocuments)
        .values({
          id: rowId(),
          userId: actor.userId,
          kind: fields.kind,
          documentType: identity ? fields.documentType : null,
          issuingCountry: identity ? fields.issuingCountry : null,
          number: identity ? fields.number : null,
          normalizedNumber: identity && fields.number ? normalizeDocumentNumber(fields.number) : null,
          expiresOn: identity ? fields.expiresOn : null,
          mrzChecked: identity && Boolean(fields.mrz),
          fileName,
          contentType: file.contentType,
          sizeBytes: file.data.length,
        })
        .returning();
      return toVerificationDocument(row!, null);
    });
  } catch (error) {
    await deleteDocumentFile(dataDir, fileName);
    throw error;
  }
}
