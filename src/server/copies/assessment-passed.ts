import { desc, eq } from "drizzle-orm";
import type { Runner } from "../db/client";
import { appropriatenessAssessments } from "../db/schema";

/** The user's latest appropriateness questionnaire, if any. */
export async function latestAssessment(db: Runner, userId: string) {
  const [row] = await db
    .select({ passed: appropriatenessAssessments.passed, createdAt: appropriatenessAssessments.createdAt })
    .from(appropriatenessAssessments)
    .where(eq(appropriatenessAssessments.userId, userId))
    .orderBy(desc(appropriatenessAssessments.createdAt))
    .limit(1);
  return row;
}

/** Whether the user's latest questionnaire passed (live copies need it when APPROPRIATENESS_REQUIRED). */
export async function hasPassedAssessment(db: Runner, userId: string): Promise<boolean> {
  return (await latestAssessment(db, userId))?.passed === true;
}
