import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ASSESSMENT_QUESTIONS, ASSESSMENT_RETAKE_MS } from "../../shared/appropriateness";
import { appropriatenessAssessments, auditLog } from "../db/schema";
import { activeUser } from "../ledger/money-test-kit";
import { call, getAs, signUp, useTestApp } from "../test/test-app";
import { hasPassedAssessment } from "./assessment-passed";

const correct = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.correct]));
/** Two wrong answers: below the pass score of 4 out of 5. */
const twoWrong = { ...correct, leverage: "fivePercent", affordLoss: "borrowed" };
const oneWrong = { ...correct, copyLosses: "refunded" };

describe("appropriateness questionnaire (issue 13, point 7)", () => {
  const t = useTestApp();
  const url = "/api/v1/me/appropriateness";
  const submit = (cookie: string, answers: unknown) =>
    call(t.app, { method: "POST", url, cookie, payload: { answers } as object });
  const status = async (cookie: string) => {
    const response = await getAs(t.app, url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("starts with no result, passes with 4 of 5 correct, keeps the answers and audits them", async () => {
    const person = await activeUser(t.app);
    expect(await status(person.cookie)).toEqual({ required: true, result: "none", retakeAt: null });
    expect(await hasPassedAssessment(t.app.db, person.user.id)).toBe(false);

    const passed = await submit(person.cookie, oneWrong);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json()).toEqual({ required: true, result: "passed", retakeAt: null });
    expect(await hasPassedAssessment(t.app.db, person.user.id)).toBe(true);

    const rows = await t.app.db
      .select()
      .from(appropriatenessAssessments)
      .where(eq(appropriatenessAssessments.userId, person.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 4, passed: true, answers: oneWrong });
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, rows[0]!.id));
    expect(audit).toMatchObject({ actorId: person.user.id, action: "user.appropriateness" });

    // A passed result stands: submitting again changes nothing.
    const again = await submit(person.cookie, twoWrong);
    expect(again.json().result).toBe("passed");
    expect(
      await t.app.db
        .select()
        .from(appropriatenessAssessments)
        .where(eq(appropriatenessAssessments.userId, person.user.id)),
    ).toHaveLength(1);
  });

  it("a failed result allows a retake only after 24 hours", async () => {
    const person = await activeUser(t.app);
    const failed = await submit(person.cookie, twoWrong);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().result).toBe("failed");
    const retakeAt = Date.parse(failed.json().retakeAt);
    expect(retakeAt - Date.now()).toBeGreaterThan(ASSESSMENT_RETAKE_MS - 60_000);

    const tooSoon = await submit(person.cookie, correct);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error).toMatchObject({
      code: "ASSESSMENT_RETAKE_TOO_SOON",
      message: "You can retake the questionnaire 24 hours after your last attempt",
    });

    // A day later (the attempt moved back in time), the retake counts.
    await t.app.db
      .update(appropriatenessAssessments)
      .set({ createdAt: new Date(Date.now() - ASSESSMENT_RETAKE_MS - 1000) })
      .where(eq(appropriatenessAssessments.userId, person.user.id));
    const retaken = await submit(person.cookie, correct);
    expect(retaken.json()).toEqual({ required: true, result: "passed", retakeAt: null });
  });

  it("refuses incomplete or unknown answers with a clear 4xx and writes nothing", async () => {
    const person = await activeUser(t.app);
    const { leverage: _left, ...missing } = correct;
    for (const answers of [missing, { ...correct, leverage: "all-in" }, { ...correct, extra: "x" }]) {
      const response = await submit(person.cookie, answers);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toMatchObject({
        code: "ASSESSMENT_ANSWERS_INVALID",
        message: "Answer every question",
      });
    }
    const malformed = await submit(person.cookie, "yes");
    expect(malformed.statusCode).toBe(400);
    expect(await status(person.cookie)).toMatchObject({ result: "none" });
  });

  it("needs an active account, and answers in the user's language", async () => {
    const pending = await signUp(t.app);
    expect((await call(t.app, { method: "GET", url, cookie: pending.cookie })).statusCode).toBe(403);
    expect((await call(t.app, { method: "GET", url })).statusCode).toBe(401);
    const person = await activeUser(t.app);
    const response = await call(t.app, {
      method: "POST",
      url,
      cookie: person.cookie,
      headers: { "accept-language": "fr" },
      payload: { answers: {} },
    });
    expect(response.json().error.message).toBe("Répondez à toutes les questions");
  });
});

describe("appropriateness questionnaire off (APPROPRIATENESS_REQUIRED=false)", () => {
  const t = useTestApp({ APPROPRIATENESS_REQUIRED: "false" });
  it("says it is not required", async () => {
    const person = await activeUser(t.app);
    const response = await getAs(t.app, "/api/v1/me/appropriateness", person.cookie);
    expect(response.json()).toEqual({ required: false, result: "none", retakeAt: null });
  });
});
