import { readFile } from "node:fs/promises";
import { join } from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploadAvatar } from "../../shared/contract/users";
import { messages } from "../../shared/messages";
import { AVATAR_MAX_BYTES } from "../../shared/schemas/profile";
import { actorOf } from "../auth/session";
import { AppError, badRequest, errorBody, payloadTooLarge } from "../http/errors";
import { implementEndpoint } from "../http/implement-endpoint";
import { AVATAR_FILE_NAME, avatarDir } from "./avatar-files";
import { updateAvatar } from "./update-avatar";

const tooLarge = () =>
  payloadTooLarge("IMAGE_TOO_LARGE", messages.imageTooLarge, { avatar: messages.imageTooLarge });
const noImage = () => badRequest(messages.selectImage, { avatar: messages.selectImage });

/** Avatar upload (PUT /api/v1/me/avatar, multipart field "avatar") and the stored files. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2, fieldSize: 1024 },
  });

  implementEndpoint(
    app,
    uploadAvatar,
    async (request) => {
      if (!request.isMultipart()) throw noImage();
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw noImage();
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        throw noImage();
      }
      if (bytes.length === 0) throw noImage();
      return updateAvatar(app.db, actorOf(request), app.config.dataDir, bytes);
    },
    { rateLimit: { max: 30, timeWindow: "1 minute" } },
  );

  app.get(
    "/uploads/avatars/:file",
    { schema: { hide: true, params: z.strictObject({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const { file } = request.params;
      if (!AVATAR_FILE_NAME.test(file))
        return reply.status(404).send(errorBody("NOT_FOUND", messages.notFound));
      let data: Buffer;
      try {
        data = await readFile(join(avatarDir(app.config.dataDir), file));
      } catch {
        return reply.status(404).send(errorBody("NOT_FOUND", messages.notFound));
      }
      return reply
        .type(file.endsWith(".png") ? "image/png" : "image/jpeg")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(data);
    },
  );
};
