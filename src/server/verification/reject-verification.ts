import type { z } from "zod";
import type { rejectVerificationInput, VerificationCaseDetail } from "../../shared/schemas/verification";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { decideCase } from "./decide-case";

/** POST /api/v1/admin/verifications/:id/reject: a reason from the list and a note; the user may submit again. */
export async function rejectVerification(
  db: Runner,
  actor: Actor,
  id: string,
  input: z.output<typeof rejectVerificationInput>,
): Promise<VerificationCaseDetail> {
  return decideCase(db, actor, id, { status: "rejected", reason: input.reason, note: input.note });
}
