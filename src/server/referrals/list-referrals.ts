import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { ReferralList } from "../../shared/schemas/referrals";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { users } from "../db/schema";
import { actorUser } from "../users/actor-user";

const MAX_ITEMS = 500;

/**
 * The users who signed up with the actor's referral id, newest first, optionally filtered by a
 * case-insensitive part of the name. Only name, email, country, avatar and whether the account is
 * still waiting for its first activation (the bonus is paid then) leave the server.
 */
export async function listReferrals(
  db: Runner,
  actor: Actor,
  input: { search?: string | undefined },
): Promise<ReferralList> {
  const me = await actorUser(db, actor, ["referralId"]);

  const mine: SQL[] = [eq(users.referrerId, me.referralId), isNull(users.deletedAt)];
  const filtered = [...mine];
  if (input.search) {
    const escaped = input.search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
    filtered.push(sql`lower(${users.name}) like ${`%${escaped}%`}`);
  }
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        country: users.country,
        avatar: users.avatar,
        pendingActivation: sql<boolean>`${users.activatedAt} is null`,
      })
      .from(users)
      .where(and(...filtered))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(MAX_ITEMS),
    db
      .select({ n: count() })
      .from(users)
      .where(and(...mine)),
  ]);
  return { items, total: total?.n ?? 0 };
}
