import { eq } from "drizzle-orm";
import type { Runner } from "../db/client";
import { verificationCases, verificationDocuments, verificationProfiles } from "../db/schema";

/**
 * Part of deleting an account (admin/delete-user.ts), in its transaction: the documents' rows and
 * the typed details go, the reviewers' notes too; the cases stay with their decision, reviewer and
 * dates (and so does the audit). Returns the names of the files to delete once it has committed.
 */
export async function eraseVerification(tx: Runner, userId: string): Promise<string[]> {
  const removed = await tx
    .delete(verificationDocuments)
    .where(eq(verificationDocuments.userId, userId))
    .returning({ fileName: verificationDocuments.fileName });
  await tx
    .update(verificationProfiles)
    .set({
      legalName: null,
      dateOfBirth: null,
      phone: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      postalCode: null,
      addressCountry: null,
      updatedAt: new Date(),
    })
    .where(eq(verificationProfiles.userId, userId));
  await tx.update(verificationCases).set({ note: null }).where(eq(verificationCases.userId, userId));
  return removed.map((row) => row.fileName);
}
