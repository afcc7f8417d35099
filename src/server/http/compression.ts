import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** JSON and text, never an event stream (it must flush every event) nor images. */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/](?:xml|text)(?:;|$)/u;

/**
 * Compresses API answers of 1 KB or more on the fly (brotli, else gzip, by Accept-Encoding).
 * Register before the routes. Everything outside /api/ is left alone: the built web app is
 * compressed at build time and sent by @fastify/static (preCompressed), avatars are images, and
 * /api/v1/events hijacks its reply (no onSend hook runs on it).
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) route.compress = false;
  });
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
    // Request bodies stay as sent: no API takes compressed uploads.
    globalDecompression: false,
  });
}
