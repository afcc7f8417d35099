import { eq } from "drizzle-orm";
import type { Runner } from "../db/client";
import { users } from "../db/schema";

export type Person = { id: string; name: string; email: string };

/** A person's reference (id, name, email) by user id, for answers and audit rows naming who acted. */
export async function personOf(db: Runner, userId: string | null): Promise<Person | null> {
  if (!userId) return null;
  const [person] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return person ?? null;
}
