import { sql } from "drizzle-orm";
import type { z } from "zod";
import { ASSESSMENT_PASS_SCORE, ASSESSMENT_RETAKE_MS, scoreAnswers } from "../../shared/appropriateness";
import { messages } from "../../shared/messages";
import type { AssessmentStatus, assessmentInput } from "../../shared/schemas/copies";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { rowId } from "../db/row-id";
import { appropriatenessAssessments } from "../db/schema";
import { conflict, unprocessable } from "../http/errors";
import { latestAssessment } from "./assessment-passed";
import { getAssessmentStatus } from "./get-assessment-status";

export type AssessmentData = z.output<typeof assessmentInput>;

/**
 * POST /api/v1/me/appropriateness: scores the answers, keeps them and audits the attempt. A passed
 * result stands (nothing to retake); a failed one can be retaken 24 hours later. Attempts of one
 * user are serialised by a transaction-scoped advisory lock, so two parallel submissions cannot
 * both slip in before the 24 hours.
 */
export async function submitAssessment(
  db: Runner,
  actor: Actor,
  input: AssessmentData,
  required: boolean,
): Promise<AssessmentStatus> {
  const score = scoreAnswers(input.answers);
  if (score === null)
    throw unprocessable("ASSESSMENT_ANSWERS_INVALID", messages.assessmentAnswersInvalid, {
      answers: messages.assessmentAnswersInvalid,
    });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`assessment:${actor.userId}`}))`);
    const latest = await latestAssessment(tx, actor.userId);
    if (latest?.passed) return getAssessmentStatus(tx, actor, required);
    if (latest && Date.now() - latest.createdAt.getTime() < ASSESSMENT_RETAKE_MS)
      throw conflict("ASSESSMENT_RETAKE_TOO_SOON", messages.assessmentRetakeTooSoon);
    const passed = score >= ASSESSMENT_PASS_SCORE;
    const id = rowId();
    await tx.insert(appropriatenessAssessments).values({
      id,
      userId: actor.userId,
      answers: input.answers,
      score,
      passed,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "user.appropriateness",
      targetType: "appropriateness",
      targetId: id,
      after: { score, passed, answers: input.answers },
    });
    return getAssessmentStatus(tx, actor, required);
  });
}
