/**
 * Errors raised by Fastify itself (routing, body parsing, Node's HTTP parser), not by our code,
 * still answer in our one error shape: `{ error: { code, message } }` with a 4xx.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../shared/messages";
import { errorBody } from "../../shared/schemas/errors";
import { call, useTestApp } from "../test/test-app";

function expectOurShape(body: string, code: string, message: string) {
  const parsed = JSON.parse(body);
  expect(errorBody.strict().safeParse(parsed).success, body).toBe(true);
  expect(parsed).toEqual({ error: { code, message } });
}

describe("framework errors in our error shape", () => {
  const t = useTestApp();

  it("answers a malformed percent-encoded path with 400 in our shape", async () => {
    for (const url of ["/api/v1/%E0%A4%A", "/api/v1/transactions/%E0%A4%A", "/%E0%A4%A", "/api/auth/%ZZ"]) {
      const response = await call(t.app, { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expectOurShape(response.body, "BAD_REQUEST", messages.badUrl);
    }
  });

  it("answers a path parameter beyond the router's limit with 414 in our shape", async () => {
    const response = await call(t.app, { url: `/api/v1/transactions/${"a".repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expectOurShape(response.body, "URI_TOO_LONG", messages.urlTooLong);
  });

  const json = "application/json";
  const tooLarge = JSON.stringify({ message: "x".repeat(1_100_000) });
  // What is sent (a content type and a body), then the answer: status, code and message.
  it.each<[string, string, string, number, string, string]>([
    ["an XML body", "text/xml", "<a/>", 415, "UNSUPPORTED_MEDIA_TYPE", messages.unsupportedMediaType],
    ["a body beyond the limit", json, tooLarge, 413, "PAYLOAD_TOO_LARGE", messages.payloadTooLarge],
    ["JSON cut short", json, '{"name":', 400, "BAD_REQUEST", messages.malformedJson],
    ["an empty JSON body", json, "", 400, "BAD_REQUEST", messages.malformedJson],
  ])(
    "names the real problem of a body Fastify cannot read: %s",
    async (what, type, payload, status, code, message) => {
      const response = await call(t.app, {
        method: "POST",
        url: "/api/v1/contact",
        headers: { "content-type": type },
        payload,
      });
      expect(response.statusCode, what).toBe(status);
      expectOurShape(response.body, code, message);
    },
  );

  it("answers an unknown route, and a known path with a method it lacks, with 404 in our shape", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/no-such-route"],
      ["DELETE", "/api/v1/plans"],
      ["PATCH", "/api/v1/contact"],
      ["GET", "/api/auth/no-such-endpoint"],
      ["GET", "/assets/missing.js"],
    ] as const) {
      const response = await call(t.app, { method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expectOurShape(response.body, "NOT_FOUND", messages.notFound);
    }
  });

  describe("over a real socket", () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const address = t.app.server.address();
      port = typeof address === "object" && address ? address.port : 0;
    });
    afterAll(() => t.app.server.close());

    /** Sends raw bytes and returns the raw answer. */
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1");
        let answer = "";
        socket.on("data", (chunk) => {
          answer += String(chunk);
        });
        socket.on("error", reject);
        socket.on("close", () => resolve(answer));
        socket.write(request);
      });

    const split = (answer: string) => {
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      return { status: Number(head.split(" ")[1]), head, body };
    };

    it("answers a request that is not HTTP with 400 in our shape", async () => {
      const { status, head, body } = split(await raw("HELLO THERE\r\n\r\n"));
      expect(status).toBe(400);
      expect(head).toMatch(/content-type: application\/json/i);
      expectOurShape(body, "BAD_REQUEST", messages.badRequest);
    });

    it("answers headers beyond Node's limit with 431 in our shape", async () => {
      const { status, body } = split(
        await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`),
      );
      expect(status).toBe(431);
      expectOurShape(body, "HEADERS_TOO_LARGE", messages.headersTooLarge);
    });
  });
});
