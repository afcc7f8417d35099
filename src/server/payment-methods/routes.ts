import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  paymentMethodInput,
  paymentMethodListOutput,
  paymentMethodOutput,
} from "../../shared/schemas/payment-methods";
import { actorOf } from "../auth/session";
import { createPaymentMethod } from "./create-payment-method";
import { deletePaymentMethod } from "./delete-payment-method";
import { listPaymentMethods } from "./list-payment-methods";
import { updatePaymentMethod } from "./update-payment-method";

const idParams = z.strictObject({ id: z.string().min(1).max(64) });
const tags = ["payment-methods"];

export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/payment-methods",
    { config: { access: "user" }, schema: { tags, response: { 200: paymentMethodListOutput } } },
    (request) => listPaymentMethods(app.db, actorOf(request)),
  );
  app.post(
    "/api/v1/admin/payment-methods",
    {
      config: { access: "admin" },
      schema: { tags, body: paymentMethodInput, response: { 201: paymentMethodOutput } },
    },
    async (request, reply) => {
      const method = await createPaymentMethod(app.db, actorOf(request), request.body);
      return reply.status(201).send(method);
    },
  );
  app.put(
    "/api/v1/admin/payment-methods/:id",
    {
      config: { access: "admin" },
      schema: { tags, params: idParams, body: paymentMethodInput, response: { 200: paymentMethodOutput } },
    },
    (request) => updatePaymentMethod(app.db, actorOf(request), { id: request.params.id, ...request.body }),
  );
  app.delete(
    "/api/v1/admin/payment-methods/:id",
    { config: { access: "admin" }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await deletePaymentMethod(app.db, actorOf(request), { id: request.params.id });
      return reply.status(204).send();
    },
  );
};
