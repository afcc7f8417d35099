import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../db/schema";
import { activeUser } from "../ledger/money-test-kit";
import { signIn } from "./test-app";

/** A second admin for four-eyes tests (a signed-up user promoted in the database), signed in. */
export async function anotherAdmin(app: FastifyInstance) {
  const user = await activeUser(app);
  await app.db.update(users).set({ role: "admin" }).where(eq(users.id, user.user.id));
  const cookie = await signIn(app, user.user.email, user.password);
  return { cookie, id: user.user.id as string, name: user.user.name as string };
}
