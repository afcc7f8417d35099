import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { PasswordHash } from "../config";

/**
 * The test apps' password hash: better-auth's scrypt and stored form (salt:key, in hex) at a
 * sixteenth of its cost (N=1024 instead of 16384: ~6 ms of CPU instead of ~95). Every sign-up
 * hashes once and signs in (a second scrypt), so the real cost was about half of the unit lanes'
 * CPU (decision 0030, fourth round). The apps the tests start as processes (server-process.ts)
 * and the e2e app keep better-auth's own.
 */
const N = 1024;
const r = 16;
const keyLength = 64;

const derive = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p: 1, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export const testPasswordHash: PasswordHash = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key) throw new Error("Invalid password hash");
    const stored = Buffer.from(key, "hex");
    const derived = await derive(password, salt);
    return stored.length === derived.length && timingSafeEqual(derived, stored);
  },
};
