import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENTS_CHANNEL } from "../realtime/event-bus";
import { createTestApp, signUp, type TestApp } from "../test/test-app";
import { precompressDir } from "./precompress";

/** A tiny stand-in for `vite build` output: hashed assets, an index.html, a file too small to compress. */
function buildFixture() {
  const dir = mkdtempSync(join(tmpdir(), "ste-web-"));
  mkdirSync(join(dir, "assets"));
  const script = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{id:${i},label:"row ${i}"}`).join(",")}];\n`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Swift Trade Exchange</title>${'<link rel="modulepreload" href="/assets/app-3f2a1b.js">'.repeat(30)}</head><body><div id="root"></div></body></html>\n`;
  writeFileSync(join(dir, "assets", "app-3f2a1b.js"), script);
  writeFileSync(join(dir, "assets", "tiny-9c8d7e.js"), "export const x = 1;\n");
  writeFileSync(join(dir, "index.html"), html);
  return { dir, script, html };
}

describe("compressed responses", () => {
  const fixture = buildFixture();
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    await precompressDir(fixture.dir);
    t = await createTestApp({}, { webDir: fixture.dir });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: "GET",
      url,
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    });

  it("the build step writes .br and .gz beside files of 1 KB or more, not beside smaller ones", () => {
    expect(existsSync(join(fixture.dir, "assets", "app-3f2a1b.js.br"))).toBe(true);
    expect(existsSync(join(fixture.dir, "assets", "app-3f2a1b.js.gz"))).toBe(true);
    expect(existsSync(join(fixture.dir, "index.html.br"))).toBe(true);
    expect(existsSync(join(fixture.dir, "assets", "tiny-9c8d7e.js.br"))).toBe(false);
    expect(existsSync(join(fixture.dir, "assets", "tiny-9c8d7e.js.gz"))).toBe(false);
  });

  it("sends a built asset as brotli when the browser takes br and gzip, cached for a year", async () => {
    const response = await get("/assets/app-3f2a1b.js", "gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.rawPayload.length).toBeLessThan(fixture.script.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(fixture.script);
  });

  it("sends gzip to a gzip-only client and the file itself to one that takes neither", async () => {
    const gzipped = await get("/assets/app-3f2a1b.js", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(fixture.script);

    for (const acceptEncoding of [undefined, "identity", "deflate"]) {
      const plain = await get("/assets/app-3f2a1b.js", acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(plain.body).toBe(fixture.script);
    }
  });

  it("sends a small asset as it is, even to a browser that takes br", async () => {
    const response = await get("/assets/tiny-9c8d7e.js", "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe("export const x = 1;\n");
  });

  it("sends index.html (the page and every client-side route) compressed and never cached stale", async () => {
    for (const url of ["/", "/dashboard/transactions"]) {
      const response = await get(url, "br, gzip");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(fixture.html);
    }
    const plain = await get("/", undefined);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(fixture.html);
  });

  it("compresses a large JSON API answer, not a small one", async () => {
    const large = await get("/api/v1/market/candles?symbol=BTCUSDT&interval=1h&limit=120", "br, gzip");
    expect(large.statusCode).toBe(200);
    expect(large.headers["content-encoding"]).toBe("br");
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    expect(large.headers["content-type"]).toMatch(/^application\/json/);
    const json = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    const plainBody = (await get("/api/v1/market/candles?symbol=BTCUSDT&interval=1h&limit=120")).body;
    expect(Buffer.byteLength(plainBody)).toBeGreaterThan(1024);
    expect(large.rawPayload.length).toBeLessThan(Buffer.byteLength(plainBody) / 2);
    expect(Object.keys(json)).toEqual(Object.keys(JSON.parse(plainBody)));

    const gzipped = await get("/api/v1/market/candles?symbol=BTCUSDT&interval=1h&limit=120", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(() => JSON.parse(gunzipSync(gzipped.rawPayload).toString())).not.toThrow();

    const small = await get("/api/v1/market/quotes?symbols=SPX", "br, gzip");
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(() => small.json()).not.toThrow();
  });

  it("leaves the live-updates stream uncompressed: events still arrive one by one", async () => {
    const user = await signUp(t.app, { name: "Stream Compression" });
    const received: string[] = [];
    let headers: http.IncomingHttpHeaders = {};
    const request = http.get(
      `${baseUrl}/api/v1/events`,
      { headers: { cookie: user.cookie, "accept-encoding": "br, gzip" } },
      (response) => {
        headers = response.headers;
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => received.push(chunk));
        response.on("error", () => {});
      },
    );
    request.on("error", () => {});
    try {
      await expect.poll(() => received.join("")).toContain(": connected");
      expect(headers["content-type"]).toMatch(/^text\/event-stream/);
      expect(headers["content-encoding"]).toBeUndefined();
      const event = { entity: "transactions", op: "UPDATE", id: "t-compress", userId: user.user.id };
      await t.app.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
      await expect.poll(() => received.join("")).toContain(`data: ${JSON.stringify(event)}`);
    } finally {
      request.destroy();
    }
  });
});
