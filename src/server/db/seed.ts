import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Auth } from "../auth/auth";
import { makeUniqueReferralId } from "../auth/referral-id";
import type { Config } from "../config";
import type { Db } from "./client";
import { accounts, users } from "./schema";

/**
 * Ensures an active admin exists. With ADMIN_EMAIL + ADMIN_PASSWORD that account is created or
 * brought up to date (admin, active, that password). Without them, a database that has no admin yet
 * gets admin@localhost with a random password, printed once.
 */
export async function seedAdmin(db: Db, auth: Auth, config: Config, log: FastifyBaseLogger): Promise<void> {
  let email = config.adminEmail;
  let password = config.adminPassword;
  if (!email || !password) {
    const [existingAdmin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, "admin"))
      .limit(1);
    if (existingAdmin) return;
    email = "admin@localhost";
    password = randomBytes(12).toString("base64url");
    // Printed on purpose, once: it is the only way to learn the generated password.
    console.log(
      `\n  Admin account created: ${email} / ${password}\n  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n`,
    );
  }
  const context = await auth.$context;
  const hash = await context.password.hash(password);

  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    const userId = user?.id ?? randomUUID();
    if (user) {
      await tx
        .update(users)
        .set({ role: "admin", isActive: true, updatedAt: new Date() })
        .where(eq(users.id, userId));
    } else {
      await tx.insert(users).values({
        id: userId,
        name: "Administrator",
        email,
        emailVerified: true,
        referralId: await makeUniqueReferralId(tx as unknown as Db, "admin"),
        role: "admin",
        isActive: true,
      });
    }
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .limit(1);
    if (credential) {
      await tx
        .update(accounts)
        .set({ password: hash, updatedAt: new Date() })
        .where(eq(accounts.id, credential.id));
    } else {
      await tx
        .insert(accounts)
        .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash });
    }
  });
  log.info({ email }, "admin account ready");
}
