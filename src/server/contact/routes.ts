import type { FastifyPluginAsync } from "fastify";
import { sendContactMessage as sendContactMessageEndpoint } from "../../shared/contract/contact";
import { implementEndpoint } from "../http/implement-endpoint";
import { sendContactMessage } from "./send-contact-message";

export const contactRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(
    app,
    sendContactMessageEndpoint,
    (request) =>
      sendContactMessage(app.db, request.body, {
        supportEmail: app.config.supportEmail,
        ipAddress: request.ip ?? null,
      }),
    { rateLimit: { max: app.config.contactRateLimit, timeWindow: "15 minutes" } },
  );
};
