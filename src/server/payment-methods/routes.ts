import type { FastifyPluginAsync } from "fastify";
import * as contract from "../../shared/contract/payment-methods";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { createPaymentMethod } from "./create-payment-method";
import { deletePaymentMethod } from "./delete-payment-method";
import { listPaymentMethods } from "./list-payment-methods";
import { updatePaymentMethod } from "./update-payment-method";

export const paymentMethodRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, contract.listPaymentMethods, (request) =>
    listPaymentMethods(app.db, actorOf(request)),
  );
  implementEndpoint(app, contract.createPaymentMethod, (request) =>
    createPaymentMethod(app.db, actorOf(request), request.body),
  );
  implementEndpoint(app, contract.updatePaymentMethod, (request) =>
    updatePaymentMethod(app.db, actorOf(request), { id: request.params.id, ...request.body }),
  );
  implementEndpoint(app, contract.deletePaymentMethod, async (request) => {
    await deletePaymentMethod(app.db, actorOf(request), { id: request.params.id });
    return undefined; // 204: no body
  });
};
