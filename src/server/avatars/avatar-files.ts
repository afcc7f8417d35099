import { randomUUID } from "node:crypto";
import { mkdir, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

/** Public URL prefix of stored avatars; users.avatar holds `${AVATAR_URL_PREFIX}${file}`. */
export const AVATAR_URL_PREFIX = "/uploads/avatars/";
/** Only names this server makes: a UUID and our own extension. */
export const AVATAR_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;
const AVATAR_SIZE = 512;

export type ImageKind = "png" | "jpeg";

export function avatarDir(dataDir: string): string {
  return join(dataDir, "uploads", "avatars");
}

/** What the bytes are, whatever the file was called: PNG or JPEG by their magic numbers, else null. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return null;
}

/**
 * Decodes and re-encodes the image (so only pixels survive: no metadata, no trailing payload),
 * turned upright by its EXIF orientation and cropped to a square. Throws if sharp cannot decode it.
 */
export async function reencodeAvatar(
  bytes: Buffer,
  kind: ImageKind,
): Promise<{ data: Buffer; ext: "png" | "jpg" }> {
  const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: "error" })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", withoutEnlargement: true });
  if (kind === "png") return { data: await image.png({ compressionLevel: 9 }).toBuffer(), ext: "png" };
  return { data: await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), ext: "jpg" };
}

/** Writes the file under a server-made name (atomically: temp file then rename) and returns that name. */
export async function storeAvatar(dataDir: string, data: Buffer, ext: "png" | "jpg"): Promise<string> {
  const dir = avatarDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  const temp = join(dir, `.${name}.tmp`);
  await writeFile(temp, data, { mode: 0o644 });
  await rename(temp, join(dir, name));
  return name;
}

/** Deletes a stored avatar given its URL; anything that is not one of our files is left alone. */
export async function deleteAvatarFile(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  if (!AVATAR_FILE_NAME.test(name)) return;
  try {
    await unlink(join(avatarDir(dataDir), name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
