import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assessmentInput, assessmentStatus } from "../../shared/schemas/copies";
import { actorOf } from "../auth/session";
import { getAssessmentStatus } from "./get-assessment-status";
import { submitAssessment } from "./submit-assessment";

const tags = ["copies"];

/** The appropriateness questionnaire before the first live copy (issue 13, point 7). */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const required = app.config.appropriatenessRequired;
  const active = { access: "active" } as const;
  app.get(
    "/api/v1/me/appropriateness",
    { config: active, schema: { tags, response: { 200: assessmentStatus } } },
    (request) => getAssessmentStatus(app.db, actorOf(request), required),
  );
  app.post(
    "/api/v1/me/appropriateness",
    {
      config: { ...active, rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: { tags, body: assessmentInput, response: { 200: assessmentStatus } },
    },
    (request) => submitAssessment(app.db, actorOf(request), request.body, required),
  );
};
