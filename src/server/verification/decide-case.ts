import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type {
  CaseStatus,
  DocumentKind,
  REVIEW_REASONS,
  VerificationCaseDetail,
} from "../../shared/schemas/verification";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner, Tx } from "../db/client";
import { verificationCases } from "../db/schema";
import { conflict, forbidden, notFound } from "../http/errors";
import { queueUserEmail } from "../mail/queue-user-email";
import { getVerificationCase } from "./get-verification-case";
import { type CaseRow, publishVerificationChange } from "./verification-store";

export interface Decision {
  status: Exclude<CaseStatus, "pending">;
  reason?: (typeof REVIEW_REASONS)[number] | null;
  note?: string | null;
  requestedKind?: DocumentKind | null;
}

/**
 * An admin's decision on a pending case, in one transaction: the case is locked (404 unknown, 409
 * already decided, 403 OWN_VERIFICATION for the reviewer's own case), `beforeDecision` may refuse
 * or add to it (the approval's duplicate check and level), then the case records the decision and
 * reviewer, the audit keeps it (decision, reviewer, dates: no document data), the user gets an
 * email in their language and a live update. Answers the decided case.
 */
export async function decideCase(
  db: Runner,
  actor: Actor,
  id: string,
  decision: Decision,
  beforeDecision: (tx: Tx, found: CaseRow) => Promise<void> = async () => {},
): Promise<VerificationCaseDetail> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(verificationCases)
      .where(eq(verificationCases.id, id))
      .for("update");
    if (!found) throw notFound(messages.verificationCaseNotFound);
    if (found.userId === actor.userId) throw forbidden(messages.ownVerificationCase, "OWN_VERIFICATION");
    if (found.status !== "pending") throw conflict("VERIFICATION_DECIDED", messages.verificationNotPending);
    await beforeDecision(tx, found);
    const decidedAt = new Date();
    await tx
      .update(verificationCases)
      .set({
        status: decision.status,
        decidedAt,
        reviewerId: actor.userId,
        reason: decision.reason ?? null,
        note: decision.note ?? null,
        requestedKind: decision.requestedKind ?? null,
      })
      .where(eq(verificationCases.id, id));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `verification.${decision.status === "approved" ? "approve" : decision.status === "rejected" ? "reject" : "request-document"}`,
      targetType: "verification",
      targetId: id,
      before: { status: "pending", userId: found.userId, submittedAt: found.submittedAt.toISOString() },
      after: {
        status: decision.status,
        decidedAt: decidedAt.toISOString(),
        ...(decision.requestedKind ? { requestedKind: decision.requestedKind } : {}),
      },
      reason: decision.reason ?? null,
    });
    await queueUserEmail(tx, found.userId, (user) => ({
      kind: "verification-decided",
      to: user.email,
      props: {
        userName: user.name,
        outcome: decision.status,
        reason: decision.reason ?? null,
        note: decision.note ?? "",
        requestedKind: decision.requestedKind ?? null,
      },
    }));
    await publishVerificationChange(tx, found.userId, id);
  });
  return getVerificationCase(db, id);
}
