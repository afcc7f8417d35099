import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Me } from "../../shared/schemas/user";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { users } from "../db/schema";
import { badRequest } from "../http/errors";
import { actorUser } from "../users/actor-user";
import { getMe } from "../users/get-me";
import { AVATAR_URL_PREFIX, deleteAvatarFile, reencodeAvatar, sniffImage, storeAvatar } from "./avatar-files";

/**
 * Replaces the actor's avatar: checks the bytes are PNG or JPEG, re-encodes them, stores the new
 * file, points the user at it and then deletes the old file. A refused upload changes nothing.
 */
export async function updateAvatar(db: Runner, actor: Actor, dataDir: string, bytes: Buffer): Promise<Me> {
  if (bytes.length === 0) throw badRequest(messages.selectImage, { avatar: messages.selectImage });
  // A GIF, WebP or anything else was chosen: say which types are accepted.
  const notAccepted = () =>
    badRequest(messages.imageTypeNotAccepted, { avatar: messages.imageTypeNotAccepted });
  const kind = sniffImage(bytes);
  if (!kind) throw notAccepted();
  let encoded: Awaited<ReturnType<typeof reencodeAvatar>>;
  try {
    encoded = await reencodeAvatar(bytes, kind);
  } catch {
    throw notAccepted();
  }

  const user = await actorUser(db, actor, ["avatar"]);

  const name = await storeAvatar(dataDir, encoded.data, encoded.ext);
  const url = `${AVATAR_URL_PREFIX}${name}`;
  try {
    await db.update(users).set({ avatar: url, updatedAt: new Date() }).where(eq(users.id, actor.userId));
  } catch (error) {
    await deleteAvatarFile(dataDir, url);
    throw error;
  }
  await deleteAvatarFile(dataDir, user.avatar).catch(() => undefined);
  return getMe(db, actor);
}
