import type { z } from "zod";
import type { requestDocumentInput, VerificationCaseDetail } from "../../shared/schemas/verification";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { decideCase } from "./decide-case";

/**
 * POST /api/v1/admin/verifications/:id/request-document: asks for one document again (its kind,
 * a reason and a note); the user uploads it and submits a new case, the other documents carried over.
 */
export async function requestDocument(
  db: Runner,
  actor: Actor,
  id: string,
  input: z.output<typeof requestDocumentInput>,
): Promise<VerificationCaseDetail> {
  return decideCase(db, actor, id, {
    status: "document-requested",
    reason: input.reason,
    note: input.note,
    requestedKind: input.kind,
  });
}
