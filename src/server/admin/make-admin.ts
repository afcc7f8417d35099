import { and, eq, isNull } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Profile } from "../../shared/schemas/user";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { traders } from "../db/schema";
import { conflict, unprocessable } from "../http/errors";
import { toMe } from "../users/to-me";
import { changeUserAccess, lockUser } from "./lock-user";

/** Admin: promotes a user to admin. One way (spec section 4): there is no demotion. Not an active trader. */
export async function makeAdmin(db: Runner, actor: Actor, input: { id: string }): Promise<Profile> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, input.id);
    if (user.role === "admin") throw conflict("ALREADY_ADMIN", messages.userAlreadyAdmin);
    // An admin cannot be a trader (src/server/traders/make-trader.ts): an active one is stopped first.
    const [trader] = await tx
      .select({ userId: traders.userId })
      .from(traders)
      .where(and(eq(traders.userId, user.id), isNull(traders.stoppedAt)))
      .for("update");
    if (trader) throw unprocessable("TRADER_NOT_STOPPED", messages.traderCannotBeAdmin);
    return toMe(await changeUserAccess(tx, actor, user, { role: "admin" }, "user.make-admin"));
  });
}
