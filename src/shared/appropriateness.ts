/**
 * The appropriateness questionnaire asked before the first live copy (issue 13, point 7): what a
 * person must understand about copy trading and leverage. Texts live in the web dictionaries
 * (namespace "appropriateness", keys `<question>.question` and `<question>.<option>`); the answers
 * are scored on the server only.
 */
export const ASSESSMENT_QUESTIONS = [
  { id: "leverage", options: ["fivePercent", "fiftyPercent", "halfPercent"], correct: "fiftyPercent" },
  { id: "copyLosses", options: ["protected", "proportional", "refunded"], correct: "proportional" },
  { id: "pastPerformance", options: ["guarantee", "notReliable", "average"], correct: "notReliable" },
  { id: "stopLoss", options: ["neverMore", "closesCanGap", "takesProfit"], correct: "closesCanGap" },
  { id: "affordLoss", options: ["affordToLose", "savings", "borrowed"], correct: "affordToLose" },
] as const;

export type AssessmentQuestionId = (typeof ASSESSMENT_QUESTIONS)[number]["id"];

/** Correct answers needed to pass. */
export const ASSESSMENT_PASS_SCORE = 4;

/** A failed questionnaire can be retaken this long after the attempt. */
export const ASSESSMENT_RETAKE_MS = 24 * 60 * 60 * 1000;

/** The number of correct answers; null when a question is unanswered or an answer is not one of its options. */
export function scoreAnswers(answers: Readonly<Record<string, string>>): number | null {
  let score = 0;
  for (const question of ASSESSMENT_QUESTIONS) {
    const answer = answers[question.id];
    if (answer === undefined || !(question.options as readonly string[]).includes(answer)) return null;
    if (answer === question.correct) score++;
  }
  if (Object.keys(answers).length !== ASSESSMENT_QUESTIONS.length) return null;
  return score;
}
