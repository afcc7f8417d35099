import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { call } from "./test-app";

/** A multipart/form-data body carrying one file, as a browser sends it. */
export function multipart(filename: string, contentType: string, data: Buffer, field = "avatar") {
  const boundary = `----ste${randomBytes(8).toString("hex")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A plain square PNG. */
export const png = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#0a7" } })
    .png()
    .toBuffer();

/** Uploads a PNG avatar for the signed-in `cookie`; returns its URL. */
export async function uploadAvatar(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await call(app, {
    method: "PUT",
    url: "/api/v1/me/avatar",
    cookie,
    ...multipart("me.png", "image/png", await png()),
  });
  if (response.statusCode !== 200)
    throw new Error(`avatar upload failed: ${response.statusCode} ${response.body}`);
  return response.json().avatar;
}
