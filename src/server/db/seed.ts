import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { loginInput } from "../../shared/schemas/auth";
import type { Auth } from "../auth/auth";
import { makeUniqueReferralId } from "../auth/referral-id";
import type { Config } from "../config";
import type { Runner } from "./client";
import { accounts, users } from "./schema";

/** The address of the admin created on first start when ADMIN_EMAIL and ADMIN_PASSWORD are unset. */
export const GENERATED_ADMIN_EMAIL = "admin@example.com";

/**
 * Ensures an active admin exists. With ADMIN_EMAIL + ADMIN_PASSWORD that account is created or
 * brought up to date (admin, active, that password). Without them, a database that has no admin who
 * can sign in yet gets admin@example.com (an address the sign-in form and API accept) with a random
 * password, printed once. An admin whose address the sign-in form refuses (admin@localhost, seeded
 * by earlier versions) does not count: it could never sign in.
 */
export async function seedAdmin(
  db: Runner,
  auth: Auth,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  let email = config.adminEmail;
  let password = config.adminPassword;
  let generated = false;
  if (!email || !password) {
    const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
    if (admins.some((admin) => canSignIn(admin.email))) return;
    email = await freeAdminEmail(db);
    password = randomBytes(12).toString("base64url");
    generated = true;
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
        referralId: await makeUniqueReferralId(tx, "admin"),
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
  if (generated) {
    // Printed on purpose, once, after it is stored: it is the only way to learn the generated password.
    console.log(
      `\n  Admin account created: ${email} / ${password}\n  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n`,
    );
  }
  log.info({ email }, "admin account ready");
}

/** True when the sign-in form and API accept this address. */
function canSignIn(email: string): boolean {
  return loginInput.shape.email.safeParse(email).success;
}

/** admin@example.com, or a variant of it when someone already registered that address. */
async function freeAdminEmail(db: Runner): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const candidate =
      attempt === 0 ? GENERATED_ADMIN_EMAIL : `admin-${randomBytes(3).toString("hex")}@example.com`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, candidate)).limit(1);
    if (!taken) return candidate;
  }
}
