/**
 * Scale-out: two server instances on one PostgreSQL behind one port (a small round-robin HTTP proxy,
 * as a load balancer would be). Sessions made on one instance work on the other, signing out on one
 * ends the session on both, and live events reach a stream whichever instance serves it.
 * (events.test.ts proves the NOTIFY fan-out between two instances; this adds the balancer in front.)
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openEventStream } from "../test/event-stream";
import { ADMIN, createTestApp, type TestApp } from "../test/test-app";

/** Round-robin per request over `backends`; marks each response with the backend that served it. */
function roundRobin(backends: string[]) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next++ % backends.length;
    const target = new URL(request.url ?? "/", backends[index]);
    const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": String(index) });
      answer.pipe(response);
    });
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return {
    listen: () =>
      new Promise<string>((ok) =>
        server.listen(0, "127.0.0.1", () => ok(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

describe.skipIf(!process.env.DATABASE_URL)("two instances behind one port on one PostgreSQL", () => {
  let a: TestApp;
  let b: FastifyInstance;
  let proxy: ReturnType<typeof roundRobin>;
  let base: string;
  let origin: string;

  beforeAll(async () => {
    a = await createTestApp({ AUTO_ACTIVATE: "true" });
    b = await buildApp(a.config);
    await a.app.listen({ port: 0, host: "127.0.0.1" });
    await b.listen({ port: 0, host: "127.0.0.1" });
    const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    proxy = roundRobin([urlOf(a.app), urlOf(b)]);
    base = await proxy.listen();
    // Both instances trust the app's configured origin (what a browser behind the balancer sends).
    origin = a.config.appUrl;
  }, 180_000);
  afterAll(async () => {
    await proxy?.close();
    await b?.close();
    await a?.close();
  });

  const send = async (method: string, path: string, cookie?: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin,
        ...(cookie ? { cookie } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : null,
    });
    return {
      status: response.status,
      servedBy: response.headers.get("x-served-by"),
      cookie: response.headers
        .getSetCookie()
        .find((c) => c.startsWith("ste.session_token="))
        ?.split(";")[0],
      body: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    };
  };

  it("a session made through one instance works on both; signing out on one ends it on both", async () => {
    const signedIn = await send("POST", "/api/auth/sign-in/email", undefined, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.cookie!;
    const answers = await Promise.all(Array.from({ length: 8 }, () => send("GET", "/api/v1/me", cookie)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((r) => r.servedBy))).toEqual(new Set(["0", "1"]));

    const out = await send("POST", "/api/auth/sign-out", cookie, {});
    expect(out.status).toBe(200);
    // The other instance drops its cached session when the change feed reports the sign-out:
    // milliseconds later, well within a second.
    const signedOut = Date.now();
    await expect
      .poll(async () => {
        const after = await Promise.all(Array.from({ length: 4 }, () => send("GET", "/api/v1/me", cookie)));
        expect(new Set(after.map((r) => r.servedBy))).toEqual(new Set(["0", "1"]));
        return after.map((r) => r.status);
      })
      .toEqual([401, 401, 401, 401]);
    expect(Date.now() - signedOut).toBeLessThan(1000);
  });

  it("live events reach a stream through the balancer whichever instance handled the change", async () => {
    const admin = (await send("POST", "/api/auth/sign-in/email", undefined, ADMIN)).cookie!;
    const method = await send("POST", "/api/v1/admin/payment-methods", admin, {
      code: "sco",
      name: "Scale Coin",
      address: "scale-address",
    });
    expect(method.status).toBe(201);
    const email = `scale.${Date.now()}@example.com`;
    const signUp = await send("POST", "/api/auth/sign-up/email", undefined, {
      name: "Scale Out",
      email,
      phone: "+1 555 0100",
      country: "United States",
      password: "correct-horse-battery",
    });
    expect(signUp.status).toBe(200);
    const investor = signUp.cookie!;

    // Two streams through the balancer: round robin puts them on different instances.
    const streams = [
      await openEventStream(base, "/api/v1/events", investor),
      await openEventStream(base, "/api/v1/events", investor),
    ];
    for (const stream of streams) {
      expect(stream.status).toBe(200);
      await expect.poll(() => stream.comments).toContain("connected");
    }
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await send("POST", "/api/v1/deposits", investor, {
        paymentMethodId: method.body!.id,
        amount: `${10 + i}.00`,
      });
      expect(created.status).toBe(201);
      const approved = await send("POST", `/api/v1/admin/transactions/${created.body!.id}/approve`, admin);
      expect(approved.status).toBe(200);
      ids.push(String(created.body!.id));
    }
    for (const stream of streams) {
      await expect
        .poll(() => ids.every((id) => stream.events.some((e) => (e.data as { id: string }).id === id)), {
          timeout: 5000,
        })
        .toBe(true);
      stream.close();
    }
    const me = await send("GET", "/api/v1/me", investor);
    expect(me.body!.balance).toBe("21.00");
  });
});
