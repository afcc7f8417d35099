import type { FastifyPluginAsync } from "fastify";
import * as contract from "../../shared/contract/payment-methods";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { approvePaymentMethodAddress } from "./approve-payment-method-address";
import { createPaymentMethod } from "./create-payment-method";
import { deletePaymentMethod } from "./delete-payment-method";
import { listAdminPaymentMethods } from "./list-admin-payment-methods";
import { listPaymentMethods } from "./list-payment-methods";
import { rejectPaymentMethodAddress } from "./reject-payment-method-address";
import { updatePaymentMethod } from "./update-payment-method";

export const paymentMethodRoutes: FastifyPluginAsync = async (app) => {
  const options = { dualApproval: app.config.dualApprovalAbove !== undefined };
  implementEndpoint(app, contract.listPaymentMethods, (request) =>
    listPaymentMethods(app.db, actorOf(request)),
  );
  implementEndpoint(app, contract.listAdminPaymentMethods, (request) =>
    listAdminPaymentMethods(app.db, actorOf(request)),
  );
  implementEndpoint(app, contract.createPaymentMethod, (request) =>
    createPaymentMethod(app.db, actorOf(request), request.body, options),
  );
  implementEndpoint(app, contract.updatePaymentMethod, (request) =>
    updatePaymentMethod(app.db, actorOf(request), { id: request.params.id, ...request.body }, options),
  );
  implementEndpoint(app, contract.approvePaymentMethodAddress, (request) =>
    approvePaymentMethodAddress(app.db, actorOf(request), { id: request.params.id, ...request.body }),
  );
  implementEndpoint(app, contract.rejectPaymentMethodAddress, (request) =>
    rejectPaymentMethodAddress(app.db, actorOf(request), { id: request.params.id, ...request.body }),
  );
  implementEndpoint(app, contract.deletePaymentMethod, async (request) => {
    await deletePaymentMethod(app.db, actorOf(request), { id: request.params.id });
    return undefined; // 204: no body
  });
};
