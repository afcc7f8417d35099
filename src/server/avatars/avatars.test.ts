import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { multipart, png } from "../test/avatar-upload";
import { call, signUp, useTestApp } from "../test/test-app";
import { avatarDir, sniffImage } from "./avatar-files";

/** A JPEG carrying EXIF metadata (a copyright string we can look for). */
const jpegWithExif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: "#c33" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "SECRET-EXIF-MARKER" } } })
    .toBuffer();

describe("avatars", () => {
  const t = useTestApp();

  /** PUT /api/v1/me/avatar with a body: a multipart upload, or another body to see it refused. */
  const upload = (cookie: string | undefined, body: Pick<InjectOptions, "payload" | "headers">) =>
    call(t.app, { method: "PUT", url: "/api/v1/me/avatar", ...(cookie ? { cookie } : {}), ...body });
  const stored = () =>
    existsSync(avatarDir(t.config.dataDir)) ? readdirSync(avatarDir(t.config.dataDir)) : [];

  it("re-encodes a JPEG without its metadata, stores it under a server-made name and serves it", async () => {
    const { cookie } = await signUp(t.app);
    const original = await jpegWithExif();
    expect(original.includes("SECRET-EXIF-MARKER")).toBe(true);

    const response = await upload(cookie, multipart("../../evil name.jpg", "image/jpeg", original));
    expect(response.statusCode, response.body).toBe(200);
    const avatar: string = response.json().avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.jpg$/);
    expect(existsSync(join(avatarDir(t.config.dataDir), avatar.split("/").at(-1)!))).toBe(true);

    const served = await call(t.app, { method: "GET", url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const bytes = served.rawPayload;
    expect(sniffImage(bytes)).toBe("jpeg");
    expect(bytes.includes("SECRET-EXIF-MARKER")).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([512, 512]);

    const me = (await call(t.app, { method: "GET", url: "/api/v1/me", cookie })).json();
    expect(me.avatar).toBe(avatar);
  });

  it("a new upload replaces the file and deletes the old one; PNG stays PNG", async () => {
    const { cookie } = await signUp(t.app);
    const first = (await upload(cookie, multipart("a.png", "image/png", await png()))).json()
      .avatar as string;
    const second = await upload(cookie, multipart("b.png", "image/png", await png(32)));
    expect(second.statusCode).toBe(200);
    const next = second.json().avatar as string;
    expect(next).not.toBe(first);
    expect(next).toMatch(/\.png$/);
    expect(stored()).not.toContain(first.split("/").at(-1));
    expect(stored()).toContain(next.split("/").at(-1));
    expect((await call(t.app, { method: "GET", url: first })).statusCode).toBe(404);
    const served = await call(t.app, { method: "GET", url: next });
    expect(served.headers["content-type"]).toBe("image/png");
  });

  it("refuses a text file named .png, a file over 2MB and no file, changing nothing", async () => {
    const { cookie } = await signUp(t.app);
    const kept = (await upload(cookie, multipart("keep.png", "image/png", await png()))).json().avatar;
    const before = stored();

    const text = await upload(
      cookie,
      multipart("notes.png", "image/png", Buffer.from("just some text\n".repeat(50))),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe("Only .png, .jpg and .jpeg images are accepted");
    expect(text.json().error.fields.avatar).toBe("Only .png, .jpg and .jpeg images are accepted");

    // A real GIF and a real WebP: images, but not of an accepted type.
    for (const format of ["gif", "webp"] as const) {
      const other = await sharp({
        create: { width: 4, height: 4, channels: 3, background: { r: 9, g: 99, b: 66 } },
      })
        [format]()
        .toBuffer();
      const refused = await upload(cookie, multipart(`photo.${format}`, `image/${format}`, other));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe("Only .png, .jpg and .jpeg images are accepted");
    }

    // Real PNG magic bytes, then 3MB: refused by size before anything is decoded.
    const big = Buffer.concat([(await png()).subarray(0, 8), randomBytes(3 * 1024 * 1024)]);
    const large = await upload(cookie, multipart("big.png", "image/png", big));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toBe("Image size must be less than 2MB");

    // PNG signature but broken content.
    const broken = Buffer.concat([(await png()).subarray(0, 8), Buffer.from("garbage")]);
    expect((await upload(cookie, multipart("broken.png", "image/png", broken))).json().error.message).toBe(
      "Only .png, .jpg and .jpeg images are accepted",
    );

    const empty = await upload(cookie, multipart("empty.png", "image/png", Buffer.alloc(0)));
    expect(empty.json().error.message).toBe("Please select an image");
    const json = await upload(cookie, { payload: { avatar: "x" } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe("Please select an image");

    expect(stored().sort()).toEqual(before.sort());
    expect((await call(t.app, { method: "GET", url: "/api/v1/me", cookie })).json().avatar).toBe(kept);
  });

  it("needs a session; only server-made names are served", async () => {
    expect((await upload(undefined, multipart("a.png", "image/png", await png()))).statusCode).toBe(401);
    for (const url of [
      "/uploads/avatars/..%2F..%2Fsession-secret",
      "/uploads/avatars/session-secret",
      "/uploads/avatars/00000000-0000-0000-0000-000000000000.png",
    ]) {
      expect((await call(t.app, { method: "GET", url })).statusCode).toBe(404);
    }
  });
});
