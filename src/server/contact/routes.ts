import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactInput, contactOutput } from "../../shared/schemas/contact";
import { sendContactMessage } from "./send-contact-message";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/v1/contact",
    {
      config: {
        access: "public",
        rateLimit: { max: app.config.contactRateLimit, timeWindow: "15 minutes" },
      },
      schema: { tags: ["contact"], body: contactInput, response: { 201: contactOutput } },
    },
    async (request, reply) => {
      const result = await sendContactMessage(app.db, request.body, {
        supportEmail: app.config.supportEmail,
        ipAddress: request.ip ?? null,
      });
      return reply.status(201).send(result);
    },
  );
};
