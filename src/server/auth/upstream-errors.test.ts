/**
 * better-auth's error answers and failures reach the caller in our shape: a 4xx for bad input
 * (a NUL byte PostgreSQL refuses was a 500), our wording instead of better-auth's English.
 */
import { describe, expect, it } from "vitest";
import { messages } from "../../shared/messages";
import { call, useTestApp } from "../test/test-app";
import { upstreamError } from "./routes";

describe("better-auth errors in our shape", () => {
  const t = useTestApp();

  it("answers 400 for a reset token PostgreSQL refuses (NUL byte), not 500", async () => {
    for (const token of ["a\u0000b", "\u0000", `${"x".repeat(100)}\u0000`]) {
      const response = await call(t.app, {
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token, newPassword: "new-password-123" },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: { code: "BAD_REQUEST", message: messages.badRequest } });
    }
  });

  it("answers better-auth's untranslated refusals with our code and wording for their status", async () => {
    const anonymous = await call(t.app, {
      method: "POST",
      url: "/api/auth/two-factor/enable",
      payload: { password: "whatever-123" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: "UNAUTHORIZED", message: messages.notSignedIn } });

    // better-auth answers 404 with no JSON body for a method it lacks.
    const wrongMethod = await call(t.app, { method: "POST", url: "/api/auth/verify-email", payload: {} });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json()).toEqual({ error: { code: "NOT_FOUND", message: messages.notFound } });

    const badLink = await call(t.app, { url: "/api/auth/verify-email?token=not-a-token" });
    expect(badLink.statusCode).toBe(401);
    expect(badLink.json()).toEqual({ error: { code: "INVALID_TOKEN", message: messages.verifyLinkInvalid } });
  });

  it("maps every kind of upstream answer", () => {
    expect(upstreamError("/api/auth/sign-out", 500, "")).toEqual({
      status: 500,
      body: { error: { code: "INTERNAL", message: messages.internal } },
    });
    expect(
      upstreamError("/api/auth/x", 500, '{"code":"FAILED_TO_CREATE_SESSION","message":"Failed"}').status,
    ).toBe(500);
    expect(upstreamError("/api/auth/x", 403, '{"code":"SOMETHING_NEW","message":"English text"}')).toEqual({
      status: 403,
      body: { error: { code: "FORBIDDEN", message: messages.forbidden } },
    });
    expect(upstreamError("/api/auth/x", 400, "not json")).toEqual({
      status: 400,
      body: { error: { code: "BAD_REQUEST", message: messages.badRequest } },
    });
    expect(upstreamError("/api/auth/x", 400, "null").status).toBe(400);
    expect(upstreamError("/api/auth/reset-password", 400, '{"code":"INVALID_TOKEN"}')).toEqual({
      status: 400,
      body: { error: { code: "INVALID_TOKEN", message: messages.resetLinkInvalid } },
    });
  });
});
