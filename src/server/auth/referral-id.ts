import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Runner } from "../db/client";
import { users } from "../db/schema";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * The spec's referral id: the name lowercased without spaces, plus 5 random characters.
 * We also drop anything that is not a-z or 0-9 so the id is safe in a URL (?refId=...).
 */
export function makeReferralId(name: string): string {
  const base =
    name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 24) || "user";
  let suffix = "";
  for (let i = 0; i < 5; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return base + suffix;
}

/** A referral id no one has yet (the unique index is the final guard). */
export async function makeUniqueReferralId(db: Runner, name: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = makeReferralId(name);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralId, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
  throw new Error("Could not find a free referral id");
}
