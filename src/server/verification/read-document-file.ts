import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { type Actor, isAdmin } from "../auth/actor";
import type { Runner } from "../db/client";
import { verificationDocuments } from "../db/schema";
import { notFound } from "../http/errors";
import { readDocumentFile } from "./document-files";

/**
 * GET /api/v1/verification/documents/:id/file: the stored file, for its owner and for admins only
 * (404 for anyone else, as for a document that does not exist).
 */
export async function readDocument(
  db: Runner,
  actor: Actor,
  dataDir: string,
  id: string,
): Promise<{ data: Buffer; contentType: string }> {
  const [row] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
  if (!row || (row.userId !== actor.userId && !isAdmin(actor))) throw notFound(messages.documentNotFound);
  const data = await readDocumentFile(dataDir, row.fileName);
  if (!data) throw notFound(messages.documentNotFound);
  return { data, contentType: row.contentType };
}
