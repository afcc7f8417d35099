import { z } from "zod";

export const roleSchema = z.enum(["user", "admin"]);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user's own profile, as GET /api/v1/me returns it. */
export const meOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  referralId: z.string(),
  referrerId: z.string().nullable(),
  avatar: z.string().nullable(),
  isActive: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meOutput>;
