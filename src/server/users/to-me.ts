import type { Profile } from "../../shared/schemas/user";
import type { users } from "../db/schema";

export function toMe(user: typeof users.$inferSelect): Profile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    country: user.country,
    referralId: user.referralId,
    referrerId: user.referrerId,
    avatar: user.avatar,
    isActive: user.isActive,
    isAdmin: user.role === "admin",
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt.toISOString(),
  };
}
