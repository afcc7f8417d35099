import { z } from "zod";
import { messages } from "../messages";
import { moneyOutput } from "../money";
import { idParams, pagedListQuery, pageOf } from "./lists";
import { personRef } from "./person";
import { traderProfile } from "./traders";
import { meOutput, profileOutput } from "./user";

/** GET /api/v1/admin/stats: the overview figures. */
export const adminStatsOutput = z.object({
  totalUsers: z.number().int(),
  /** Sum of successful deposits (credits), as a decimal string. */
  totalDeposits: moneyOutput,
});
export type AdminStats = z.infer<typeof adminStatsOutput>;

export const userIdParams = idParams;

/** GET /api/v1/admin/users: newest first, searched by name or email (case-insensitive). */
export const adminUserListQuery = pagedListQuery;

/** A user card of the admin user list. */
const adminUserSummary = profileOutput
  .pick({
    id: true,
    name: true,
    email: true,
    country: true,
    avatar: true,
    isActive: true,
    isAdmin: true,
    createdAt: true,
  })
  .extend({
    /** Another admin proposed making this user an admin; a second admin has not decided yet (four-eyes). */
    awaitingAdminApproval: z.boolean(),
  });
export type AdminUserSummary = z.infer<typeof adminUserSummary>;

export const adminUserListOutput = pageOf(adminUserSummary);
export type AdminUserList = z.infer<typeof adminUserListOutput>;

/**
 * GET /api/v1/admin/users/:id: the profile, the money and the active trade, as /me shows them, and
 * the user's trader profile (null when an admin never made them a trader).
 */
export const adminUserDetail = meOutput.extend({
  trader: traderProfile.nullable(),
  /** The proposal to make this user an admin awaiting a second admin (four-eyes), if any. */
  adminProposal: z.object({ proposedBy: personRef.nullable(), proposedAt: z.string() }).nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** What activate, deactivate and make-admin return: the updated profile. */
export const adminUserProfile = profileOutput;

/** GET /api/v1/admin/audit */
export const auditListQuery = pagedListQuery;

const auditPerson = personRef.nullable();

const auditEntryOutput = z.object({
  id: z.string(),
  action: z.string(),
  actorId: z.string(),
  actor: auditPerson,
  targetType: z.string(),
  targetId: z.string(),
  /** The user the action was about: the target user, or the owner of the target transaction. */
  targetUser: auditPerson,
  /** The transaction acted on (its TNX id), when the target is a transaction. */
  targetTransaction: z.object({ id: z.string(), transactionId: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntryOutput>;

export const auditListOutput = pageOf(auditEntryOutput);
export type AuditList = z.infer<typeof auditListOutput>;

/** Platform settings an admin changes at run time. */
export const adminSettings = z.strictObject({
  requireAdminTwoFactor: z.boolean({ error: messages.badRequest }),
});
export type AdminSettings = z.infer<typeof adminSettings>;
