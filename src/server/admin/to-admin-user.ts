import type { AdminUserSummary } from "../../shared/schemas/admin";
import type { users } from "../db/schema";

export function toAdminUserSummary(user: typeof users.$inferSelect): AdminUserSummary {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    country: user.country,
    avatar: user.avatar,
    isActive: user.isActive,
    isAdmin: user.role === "admin",
    createdAt: user.createdAt.toISOString(),
    awaitingAdminApproval: user.adminProposedBy !== null,
  };
}
