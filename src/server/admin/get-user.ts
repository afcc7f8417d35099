import { and, eq, isNull } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { AdminUserDetail } from "../../shared/schemas/admin";
import { personOf } from "../audit/person-of";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { traders, users } from "../db/schema";
import { notFound } from "../http/errors";
import { toTraderProfile } from "../traders/to-trader-profile";
import { getMe } from "../users/get-me";

/** Admin: one user's profile, balances and active trade (what that user sees as /me), and trader profile. */
export async function getUser(db: Runner, actor: Actor, input: { id: string }): Promise<AdminUserDetail> {
  const [user] = await db
    .select({
      id: users.id,
      trader: traders,
      adminProposedBy: users.adminProposedBy,
      adminProposedAt: users.adminProposedAt,
    })
    .from(users)
    .leftJoin(traders, eq(traders.userId, users.id))
    .where(and(eq(users.id, input.id), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw notFound(messages.userNotFound);
  // The same view as the user's own: getMe reads only the user id of the actor it is given.
  const me = await getMe(db, { ...actor, userId: user.id });
  const adminProposal = user.adminProposedAt
    ? { proposedBy: await personOf(db, user.adminProposedBy), proposedAt: user.adminProposedAt.toISOString() }
    : null;
  return { ...me, trader: user.trader ? toTraderProfile(user.trader) : null, adminProposal };
}
