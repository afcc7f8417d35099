import { ASSESSMENT_RETAKE_MS } from "../../shared/appropriateness";
import type { AssessmentStatus } from "../../shared/schemas/copies";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { latestAssessment } from "./assessment-passed";

/** GET /api/v1/me/appropriateness: the caller's latest result and when a failed one can be retaken. */
export async function getAssessmentStatus(
  db: Runner,
  actor: Actor,
  required: boolean,
): Promise<AssessmentStatus> {
  const latest = await latestAssessment(db, actor.userId);
  if (!latest) return { required, result: "none", retakeAt: null };
  return {
    required,
    result: latest.passed ? "passed" : "failed",
    retakeAt: latest.passed
      ? null
      : new Date(latest.createdAt.getTime() + ASSESSMENT_RETAKE_MS).toISOString(),
  };
}
