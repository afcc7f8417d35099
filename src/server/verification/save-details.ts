import type { z } from "zod";
import type { Verification, verificationDetailsInput } from "../../shared/schemas/verification";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { verificationProfiles } from "../db/schema";
import { getVerification } from "./get-verification";
import type { VerificationRules } from "./verification-level";

/**
 * PUT /api/v1/verification/details: the level-1 details (legal name, date of birth at least 18
 * years ago, phone, residential address), saved or replaced. With a verified email they make the
 * user level 1 (verification-level.ts). Answers the verification.
 */
export async function saveDetails(
  db: Runner,
  rules: VerificationRules,
  actor: Actor,
  input: z.output<typeof verificationDetailsInput>,
): Promise<Verification> {
  const now = new Date();
  const values = {
    legalName: input.legalName,
    dateOfBirth: input.dateOfBirth,
    phone: input.phone,
    addressLine1: input.address.line1,
    addressLine2: input.address.line2 ?? "",
    city: input.address.city,
    postalCode: input.address.postalCode,
    addressCountry: input.address.country,
    detailsAt: now,
    updatedAt: now,
  };
  await db
    .insert(verificationProfiles)
    .values({ userId: actor.userId, ...values })
    .onConflictDoUpdate({ target: verificationProfiles.userId, set: values });
  return getVerification(db, rules, actor);
}
