import { and, eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Verification } from "../../shared/schemas/verification";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { rowId } from "../db/row-id";
import { verificationCases, verificationDocuments } from "../db/schema";
import { conflict, unprocessable } from "../http/errors";
import { getVerification } from "./get-verification";
import { grantedLevel, type VerificationRules } from "./verification-level";
import { duplicateHolderOf, publishVerificationChange } from "./verification-store";

/**
 * POST /api/v1/verification/submit: sends the caller's current documents for review as a new case.
 * Needs level 1 and an identity document, a selfie and a proof of address (422
 * VERIFICATION_NOT_READY), an identity document still valid (422 DOCUMENT_EXPIRED); refused while
 * a case is pending (409) and once verified (409). A case whose identity document is held by
 * another account is flagged for the reviewer (and cannot be approved).
 */
export async function submitVerification(
  db: Runner,
  rules: VerificationRules,
  actor: Actor,
  today: Date = new Date(),
): Promise<Verification> {
  const userId = actor.userId;
  const level = await grantedLevel(db, userId);
  if (level === 2) throw conflict("ALREADY_VERIFIED", messages.verificationAlreadyDone);
  if (level < 1) throw unprocessable("VERIFICATION_NOT_READY", messages.verificationDetailsFirst);
  const before = await getVerification(db, { ...rules, kycRequired: true }, actor);
  if (before.status === "pending")
    throw conflict("VERIFICATION_PENDING", messages.verificationAlreadyPending);
  const missing = before.steps.some(
    (step) => ["identity", "selfie", "address"].includes(step.id) && !step.done,
  );
  if (missing) throw unprocessable("VERIFICATION_NOT_READY", messages.verificationDocumentsMissing);

  try {
    await db.transaction(async (tx) => {
      const [identity] = await tx
        .select()
        .from(verificationDocuments)
        .where(
          and(
            eq(verificationDocuments.userId, userId),
            eq(verificationDocuments.kind, "identity"),
            eq(verificationDocuments.current, true),
          ),
        );
      if (!identity?.expiresOn || identity.expiresOn <= today.toISOString().slice(0, 10))
        throw unprocessable("DOCUMENT_EXPIRED", messages.documentExpired);
      const caseId = rowId();
      await tx.insert(verificationCases).values({
        id: caseId,
        userId,
        duplicateOfUserId: await duplicateHolderOf(tx, identity),
      });
      await tx
        .update(verificationDocuments)
        .set({ caseId })
        .where(and(eq(verificationDocuments.userId, userId), eq(verificationDocuments.current, true)));
      await publishVerificationChange(tx, userId, caseId);
    });
  } catch (error) {
    // Two submits at once: the one-pending-case index lets one through.
    if (isUniqueViolation(error)) throw conflict("VERIFICATION_PENDING", messages.verificationAlreadyPending);
    throw error;
  }
  return getVerification(db, rules, actor);
}
