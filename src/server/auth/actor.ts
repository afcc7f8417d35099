import type { Language } from "../../shared/languages";
import type { Role } from "../../shared/schemas/user";

/** Who is acting: every use case takes one and scopes its queries by it. */
export interface Actor {
  userId: string;
  sessionId: string;
  role: Role;
  isActive: boolean;
  /** Only needed where the admin two-factor rule applies; absent means off. */
  twoFactorEnabled?: boolean;
  /** The language the user saved; absent or null: none chosen (answers follow Accept-Language). */
  language?: Language | null;
}

export function isAdmin(actor: Actor): boolean {
  return actor.role === "admin";
}
