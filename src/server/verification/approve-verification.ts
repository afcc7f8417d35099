import { and, eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { VerificationCaseDetail } from "../../shared/schemas/verification";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { verificationDocuments, verificationProfiles } from "../db/schema";
import { conflict } from "../http/errors";
import { decideCase } from "./decide-case";
import { duplicateHolderOf } from "./verification-store";

/**
 * POST /api/v1/admin/verifications/:id/approve: the user becomes level 2. Refused (409
 * DUPLICATE_DOCUMENT) while another account holds the same identity document, checked again now
 * (a flag set at submission is not enough: the other account may have come later).
 */
export async function approveVerification(
  db: Runner,
  actor: Actor,
  id: string,
): Promise<VerificationCaseDetail> {
  return decideCase(db, actor, id, { status: "approved" }, async (tx, found) => {
    const [identity] = await tx
      .select()
      .from(verificationDocuments)
      .where(and(eq(verificationDocuments.caseId, found.id), eq(verificationDocuments.kind, "identity")));
    const holder = identity ? await duplicateHolderOf(tx, identity) : null;
    if (found.duplicateOfUserId || holder) throw conflict("DUPLICATE_DOCUMENT", messages.duplicateDocument);
    const now = new Date();
    await tx
      .insert(verificationProfiles)
      .values({ userId: found.userId, level: 2, verifiedAt: now })
      .onConflictDoUpdate({
        target: verificationProfiles.userId,
        set: { level: 2, verifiedAt: now, updatedAt: now },
      });
  });
}
