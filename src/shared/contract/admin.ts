import { z } from "zod";
import * as schemas from "../schemas/admin";
import { traderInput, traderProfile } from "../schemas/traders";
import { type EndpointParts, endpointsOf } from "./endpoint";

/** The query-key family of every /api/v1/admin answer (live updates refresh it). */
export const adminTag = "admin";

const admin = endpointsOf(adminTag, "admin");
const userStanding = endpointsOf(adminTag, "admin", {
  params: schemas.userIdParams,
  output: schemas.adminUserProfile,
});
/** A user's trader profile, answered whole. */
const traderOfUser = endpointsOf(adminTag, "admin", { params: schemas.userIdParams, output: traderProfile });
const settings = endpointsOf(adminTag, "admin", { output: schemas.adminSettings });

/** `POST /api/v1/admin/users/:id/<verb>`: an admin's change of a user's standing, answering their profile. */
const userAction = <const V extends string, const R extends Pick<EndpointParts, "errors">>(
  verb: V,
  summary: string,
  parts: R,
) => userStanding.post(`/api/v1/admin/users/:id/${verb}`, summary, parts);

export const getAdminStats = admin.get("/api/v1/admin/stats", "Get the admin overview figures", {
  output: schemas.adminStatsOutput,
});

export const listAdminUsers = admin.get("/api/v1/admin/users", "Search users", {
  query: schemas.adminUserListQuery,
  output: schemas.adminUserListOutput,
});

export const getAdminUser = admin.get("/api/v1/admin/users/:id", "Get a user with balances and history", {
  params: schemas.userIdParams,
  output: schemas.adminUserDetail,
});

export const activateUser = userAction("activate", "Activate a user", { errors: [] });

export const deactivateUser = userAction("deactivate", "Deactivate a user", { errors: ["LAST_ADMIN"] });

export const makeAdmin = userAction(
  "make-admin",
  "Make a user an admin (with four-eyes on and two admins or more: propose it to a second admin)",
  { errors: ["ALREADY_ADMIN", "TRADER_NOT_STOPPED", "APPROVAL_PENDING"] },
);

export const approveAdminProposal = userAction(
  "make-admin/approve",
  "Approve making a user an admin, proposed by another admin (four-eyes)",
  { errors: ["SAME_APPROVER", "NOTHING_TO_APPROVE", "ALREADY_ADMIN", "TRADER_NOT_STOPPED"] },
);

export const rejectAdminProposal = userAction(
  "make-admin/reject",
  "Reject a proposal to make a user an admin",
  { errors: ["NOTHING_TO_APPROVE"] },
);

export const deleteUser = admin.delete(
  "/api/v1/admin/users/:id",
  "Delete a user (personal data scrubbed, money history kept)",
  {
    params: schemas.userIdParams,
    status: 204,
    output: z.undefined(),
    errors: ["LAST_ADMIN", "PRICES_SIMULATED", "MARKET_DATA_STALE"],
  },
);

export const saveTrader = traderOfUser.post(
  "/api/v1/admin/users/:id/trader",
  "Make a user a trader or update their trader profile",
  { body: traderInput, errors: ["TRADER_NOT_ELIGIBLE", "VERIFICATION_REQUIRED"] },
);

export const stopTrader = traderOfUser.delete("/api/v1/admin/users/:id/trader", "Stop a trader", {
  errors: ["TRADER_ALREADY_STOPPED"],
});

export const listAudit = admin.get("/api/v1/admin/audit", "List audit entries", {
  query: schemas.auditListQuery,
  output: schemas.auditListOutput,
});

export const getSettings = settings.get("/api/v1/admin/settings", "Get the platform settings");

export const updateSettings = settings.put("/api/v1/admin/settings", "Change the platform settings", {
  body: schemas.adminSettings,
  errors: ["TWO_FACTOR_REQUIRED_FIRST"],
});
