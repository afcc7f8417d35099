import { z } from "zod";
import { messages } from "../messages";
import { moneyOutput } from "../money";
import { traderProfile } from "./traders";
import { meOutput, profileOutput } from "./user";

const limit = z.coerce.number({ error: messages.badRequest }).int().min(1).max(100).default(20);
const search = z.string().trim().max(100).optional();
const cursor = z.string().max(200).optional();

/** GET /api/v1/admin/stats: the overview figures. */
export const adminStatsOutput = z.object({
  totalUsers: z.number().int(),
  /** Sum of successful deposits (credits), as a decimal string. */
  totalDeposits: moneyOutput,
});
export type AdminStats = z.infer<typeof adminStatsOutput>;

export const userIdParams = z.strictObject({ id: z.string().min(1).max(64) });

/** GET /api/v1/admin/users: newest first, searched by name or email (case-insensitive). */
export const adminUserListQuery = z.strictObject({ search, cursor, limit });

/** A user card of the admin user list. */
const adminUserSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  avatar: z.string().nullable(),
  isActive: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;

export const adminUserListOutput = z.object({
  items: z.array(adminUserSummary),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type AdminUserList = z.infer<typeof adminUserListOutput>;

/**
 * GET /api/v1/admin/users/:id: the profile, the money and the active trade, as /me shows them, and
 * the user's trader profile (null when an admin never made them a trader).
 */
export const adminUserDetail = meOutput.extend({ trader: traderProfile.nullable() });
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** What activate, deactivate and make-admin return: the updated profile. */
export const adminUserProfile = profileOutput;

/** GET /api/v1/admin/audit */
export const auditListQuery = z.strictObject({ search, cursor, limit });

const auditPerson = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();

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

export const auditListOutput = z.object({
  items: z.array(auditEntryOutput),
  nextCursor: z.string().nullable(),
});
export type AuditList = z.infer<typeof auditListOutput>;

/** Platform settings an admin changes at run time. */
export const adminSettings = z.strictObject({
  requireAdminTwoFactor: z.boolean({ error: messages.badRequest }),
});
export type AdminSettings = z.infer<typeof adminSettings>;
