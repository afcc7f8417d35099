import { z } from "zod";
import {
  adminSettings,
  adminStatsOutput,
  adminUserDetail,
  adminUserListOutput,
  adminUserListQuery,
  adminUserProfile,
  auditListOutput,
  auditListQuery,
  userIdParams,
} from "../schemas/admin";
import { traderInput, traderProfile } from "../schemas/traders";
import { defineEndpoint } from "./endpoint";

/** The query-key family of every /api/v1/admin answer (live updates refresh it). */
export const adminTag = "admin";

export const getAdminStats = defineEndpoint({
  method: "GET",
  path: "/api/v1/admin/stats",
  access: "admin",
  summary: "Get the admin overview figures",
  tag: adminTag,
  status: 200,
  output: adminStatsOutput,
  errors: [],
});

export const listAdminUsers = defineEndpoint({
  method: "GET",
  path: "/api/v1/admin/users",
  access: "admin",
  summary: "Search users",
  tag: adminTag,
  query: adminUserListQuery,
  status: 200,
  output: adminUserListOutput,
  errors: [],
});

export const getAdminUser = defineEndpoint({
  method: "GET",
  path: "/api/v1/admin/users/:id",
  access: "admin",
  summary: "Get a user with balances and history",
  tag: adminTag,
  params: userIdParams,
  status: 200,
  output: adminUserDetail,
  errors: [],
});

export const activateUser = defineEndpoint({
  method: "POST",
  path: "/api/v1/admin/users/:id/activate",
  access: "admin",
  summary: "Activate a user",
  tag: adminTag,
  params: userIdParams,
  status: 200,
  output: adminUserProfile,
  errors: [],
});

export const deactivateUser = defineEndpoint({
  method: "POST",
  path: "/api/v1/admin/users/:id/deactivate",
  access: "admin",
  summary: "Deactivate a user",
  tag: adminTag,
  params: userIdParams,
  status: 200,
  output: adminUserProfile,
  errors: ["LAST_ADMIN"],
});

export const makeAdmin = defineEndpoint({
  method: "POST",
  path: "/api/v1/admin/users/:id/make-admin",
  access: "admin",
  summary: "Make a user an admin",
  tag: adminTag,
  params: userIdParams,
  status: 200,
  output: adminUserProfile,
  errors: ["ALREADY_ADMIN", "TRADER_NOT_STOPPED"],
});

export const deleteUser = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/admin/users/:id",
  access: "admin",
  summary: "Delete a user (personal data scrubbed, money history kept)",
  tag: adminTag,
  params: userIdParams,
  status: 204,
  output: z.undefined(),
  errors: ["LAST_ADMIN"],
});

export const saveTrader = defineEndpoint({
  method: "POST",
  path: "/api/v1/admin/users/:id/trader",
  access: "admin",
  summary: "Make a user a trader or update their trader profile",
  tag: adminTag,
  params: userIdParams,
  body: traderInput,
  status: 200,
  output: traderProfile,
  errors: ["TRADER_NOT_ELIGIBLE"],
});

export const stopTrader = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/admin/users/:id/trader",
  access: "admin",
  summary: "Stop a trader",
  tag: adminTag,
  params: userIdParams,
  status: 200,
  output: traderProfile,
  errors: ["TRADER_ALREADY_STOPPED"],
});

export const listAudit = defineEndpoint({
  method: "GET",
  path: "/api/v1/admin/audit",
  access: "admin",
  summary: "List audit entries",
  tag: adminTag,
  query: auditListQuery,
  status: 200,
  output: auditListOutput,
  errors: [],
});

export const getSettings = defineEndpoint({
  method: "GET",
  path: "/api/v1/admin/settings",
  access: "admin",
  summary: "Get the platform settings",
  tag: adminTag,
  status: 200,
  output: adminSettings,
  errors: [],
});

export const updateSettings = defineEndpoint({
  method: "PUT",
  path: "/api/v1/admin/settings",
  access: "admin",
  summary: "Change the platform settings",
  tag: adminTag,
  body: adminSettings,
  status: 200,
  output: adminSettings,
  errors: ["TWO_FACTOR_REQUIRED_FIRST"],
});
