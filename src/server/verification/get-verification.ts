import { eq } from "drizzle-orm";
import { centsToDecimal } from "../../shared/money";
import type { DocumentKind, Verification } from "../../shared/schemas/verification";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { users } from "../db/schema";
import { depositRoomLeft, type VerificationRules, verificationLevelOf } from "./verification-level";
import {
  currentDocuments,
  latestCase,
  profileOf,
  toDetails,
  toVerificationDocument,
} from "./verification-store";

/**
 * GET /api/v1/verification: the caller's level and status, the steps with what is done, their
 * details, current documents, what the reviewer said (when a case was rejected or a document asked
 * for again), and at level 1 the deposit limit and what is left of it.
 */
export async function getVerification(
  db: Runner,
  rules: VerificationRules,
  actor: Actor,
): Promise<Verification> {
  const userId = actor.userId;
  const [user] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  const [profile, latest, documents, level] = [
    await profileOf(db, userId),
    await latestCase(db, userId),
    await currentDocuments(db, userId),
    await verificationLevelOf(db, rules, userId),
  ];
  const askedAgain = latest?.status === "document-requested" ? latest : undefined;
  const hasDocument = (kind: DocumentKind) =>
    documents.some(
      ({ document }) =>
        document.kind === kind && !(askedAgain?.requestedKind === kind && document.caseId === askedAgain.id),
    );
  const detailsDone = Boolean(profile?.detailsAt);
  const decidedAgainst = latest && (latest.status === "rejected" || latest.status === "document-requested");
  return {
    level,
    status: latest ? latest.status : "none",
    required: rules.kycRequired,
    steps: [
      { id: "email", done: user?.emailVerified === true },
      { id: "details", done: detailsDone },
      { id: "identity", done: hasDocument("identity") },
      { id: "selfie", done: hasDocument("selfie") },
      { id: "address", done: hasDocument("address") },
      { id: "review", done: level === 2 },
    ],
    details: toDetails(profile),
    documents: documents.map(({ document, caseStatus }) => toVerificationDocument(document, caseStatus)),
    reviewerReason:
      decidedAgainst && latest.reason
        ? {
            reason: latest.reason as NonNullable<Verification["reviewerReason"]>["reason"],
            note: latest.note ?? "",
            requestedKind: latest.requestedKind ?? null,
          }
        : null,
    depositLimit: rules.kycRequired ? centsToDecimal(rules.kycLevel1DepositLimit) : null,
    depositLimitLeft: rules.kycRequired && level === 1 ? await depositRoomLeft(db, rules, userId) : null,
  };
}
