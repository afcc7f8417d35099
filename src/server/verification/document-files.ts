import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { messages } from "../../shared/messages";
import { DOCUMENT_MAX_PAGES } from "../../shared/schemas/verification";
import { sniffImage } from "../avatars/avatar-files";
import { badRequest } from "../http/errors";

export type DocumentContentType = "image/png" | "image/jpeg" | "application/pdf";

/** Only names this server makes: a UUID and our own extension (never the uploaded file's name). */
const DOCUMENT_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|pdf)$/;
/** Images are decoded only up to this many pixels (a decompression bomb is refused, not decoded). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Re-encoded images fit in this box: enough to read a document, small enough to review. */
const MAX_SIDE = 2400;
/** PDF features that run or carry something besides pages: refused. */
const ACTIVE_PDF_CONTENT =
  /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA|SubmitForm|ImportData)\b/;

/** Private: under DATA_DIR but outside every path the server serves statically. */
export function documentDir(dataDir: string): string {
  return join(dataDir, "private", "verification");
}

const notAccepted = () =>
  badRequest(messages.documentFileNotAccepted, { file: messages.documentFileNotAccepted });

/**
 * What the server keeps of an upload (issue 32): a PNG or JPEG is decoded and re-encoded (upright,
 * at most 2400 px a side, no metadata, nothing after the pixels: a polyglot loses its payload); a
 * PDF is kept as sent once it is checked to be one (header, end marker, 1-10 pages, no scripts,
 * launch actions or embedded files). Anything else is refused (400), whatever it was called.
 */
export async function prepareDocumentFile(
  bytes: Buffer,
): Promise<{ data: Buffer; contentType: DocumentContentType; ext: "png" | "jpg" | "pdf" }> {
  if (bytes.length === 0)
    throw badRequest(messages.documentFileRequired, { file: messages.documentFileRequired });
  const image = sniffImage(bytes);
  if (image) {
    try {
      const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true });
      if (image === "png") {
        return {
          data: await pipeline.png({ compressionLevel: 9 }).toBuffer(),
          contentType: "image/png",
          ext: "png",
        };
      }
      return { data: await pipeline.jpeg({ quality: 85 }).toBuffer(), contentType: "image/jpeg", ext: "jpg" };
    } catch {
      throw badRequest(messages.documentImageUnreadable, { file: messages.documentImageUnreadable });
    }
  }
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") {
    checkPdf(bytes);
    return { data: bytes, contentType: "application/pdf", ext: "pdf" };
  }
  throw notAccepted();
}

function checkPdf(bytes: Buffer) {
  const text = bytes.toString("latin1");
  if (!text.slice(-1024).includes("%%EOF")) throw notAccepted();
  if (ACTIVE_PDF_CONTENT.test(text)) throw notAccepted();
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  if (pages === 0) throw notAccepted();
  if (pages > DOCUMENT_MAX_PAGES)
    throw badRequest(messages.documentTooManyPages, { file: messages.documentTooManyPages });
}

/** Writes the file under a new server-made name (temp file then rename; owner-only) and returns the name. */
export async function storeDocumentFile(dataDir: string, data: Buffer, ext: string): Promise<string> {
  const dir = documentDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.${ext}`;
  const temp = join(dir, `.${name}.tmp`);
  await writeFile(temp, data, { mode: 0o600 });
  await rename(temp, join(dir, name));
  return name;
}

/** The stored file's bytes, or null when the name is not one of ours or the file is gone. */
export async function readDocumentFile(dataDir: string, name: string): Promise<Buffer | null> {
  if (!DOCUMENT_FILE_NAME.test(name)) return null;
  try {
    return await readFile(join(documentDir(dataDir), name));
  } catch {
    return null;
  }
}

/** Deletes a stored file; a name that is not one of ours is left alone, a missing file is fine. */
export async function deleteDocumentFile(dataDir: string, name: string): Promise<void> {
  if (!DOCUMENT_FILE_NAME.test(name)) return;
  try {
    await unlink(join(documentDir(dataDir), name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
