import type { FastifyPluginAsync } from "fastify";
import { getAssessment, submitAssessment } from "../../shared/contract/copies";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { getAssessmentStatus } from "./get-assessment-status";
import { submitAssessment as answerAssessment } from "./submit-assessment";

/** The appropriateness questionnaire before the first live copy (issue 13, point 7). */
export const assessmentRoutes: FastifyPluginAsync = async (app) => {
  const required = app.config.appropriatenessRequired;
  implementEndpoint(app, getAssessment, (request) => getAssessmentStatus(app.db, actorOf(request), required));
  implementEndpoint(
    app,
    submitAssessment,
    (request) => answerAssessment(app.db, actorOf(request), request.body, required),
    { rateLimit: { max: 10, timeWindow: "1 minute" } },
  );
};
