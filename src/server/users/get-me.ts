import { eq } from "drizzle-orm";
import type { Me } from "../../shared/schemas/user";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { unauthorized } from "../http/errors";
import { toMe } from "./to-me";

export async function getMe(db: Db, actor: Actor): Promise<Me> {
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!user) throw unauthorized();
  return toMe(user);
}
