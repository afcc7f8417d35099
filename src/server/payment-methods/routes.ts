import type { FastifyPluginAsync } from "fastify";
import * as contract from "../../shared/contract/payment-methods";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { createPaymentMethod } from "./create-payment-method";
import { decideAddressProposal } from "./decide-address-proposal";
import { deletePaymentMethod } from "./delete-payment-method";
import { listAdminPaymentMethods } from "./list-admin-payment-methods";
import { listPaymentMethods } from "./list-payment-methods";
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
    decideAddressProposal(app.db, actorOf(request), { id: request.params.id, ...request.body }, "approve"),
  );
  implementEndpoint(app, contract.rejectPaymentMethodAddress, (request) =>
    decideAddressProposal(app.db, actorOf(request), { id: request.params.id, ...request.body }, "reject"),
  );
  implementEndpoint(app, contract.deletePaymentMethod, async (request) => {
    await deletePaymentMethod(app.db, actorOf(request), { id: request.params.id });
    return undefined; // 204: no body
  });
};
