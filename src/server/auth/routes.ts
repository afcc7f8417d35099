import { eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  changePassword,
  disableTwoFactor,
  enableTwoFactor,
  generateBackupCodes,
  listSessions,
  requestPasswordReset,
  resetPassword,
  revokeOtherSessions,
  signIn,
  signOut,
  signUp,
  verifyBackupCode,
  verifyTotp,
} from "../../shared/contract/auth";
import type { Endpoint } from "../../shared/contract/endpoint";
import { messages } from "../../shared/messages";
import type { ErrorBody } from "../../shared/schemas/errors";
import { users } from "../db/schema";
import { clientErrorFor, errorBody } from "../http/errors";
import { type EndpointRequest, type Handler, implementEndpoint } from "../http/implement-endpoint";
import { requestLanguage } from "../http/language";
import { queueEmail } from "../mail/queue-email";
import { referralBonusCents } from "../referrals/credit-referral-bonus";
import { toMe } from "../users/to-me";
import type { Auth } from "./auth";
import { registerUser } from "./register-user";
import { resolveActor } from "./session";

/** better-auth error codes whose text we replace with the product's wording. */
const errorTranslations: Record<string, { code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: "INVALID_CREDENTIALS", message: messages.invalidCredentials },
  USER_ALREADY_EXISTS: { code: "EMAIL_TAKEN", message: messages.emailTaken },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: "EMAIL_TAKEN", message: messages.emailTaken },
  PASSWORD_TOO_SHORT: { code: "BAD_REQUEST", message: messages.passwordTooShort },
  PASSWORD_TOO_LONG: { code: "BAD_REQUEST", message: messages.passwordTooLong },
  INVALID_TOKEN: { code: "INVALID_TOKEN", message: messages.resetLinkInvalid },
  INVALID_PASSWORD: { code: "INVALID_PASSWORD", message: messages.currentPasswordWrong },
  INVALID_CODE: { code: "INVALID_CODE", message: messages.twoFactorCodeInvalid },
  INVALID_BACKUP_CODE: { code: "INVALID_CODE", message: messages.twoFactorCodeInvalid },
  INVALID_TWO_FACTOR_COOKIE: { code: "TWO_FACTOR_EXPIRED", message: messages.twoFactorExpired },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    code: "TWO_FACTOR_LOCKED",
    message: messages.twoFactorTooManyAttempts,
  },
};

/**
 * better-auth endpoints reachable from outside; the rest (update-user, delete-user, ...) stay
 * internal. Those the web app calls are also declared in the contract (shared/contract/auth.ts)
 * and registered from it below, for their method; the catch-all route hands on the others
 * (verify-email: the emailed link, answered with a redirect; get-session and get-totp-uri: unused
 * by the app, better-auth's own answers) and any other method of these paths, as before.
 */
export const PASS_THROUGH = new Set([
  "/api/auth/sign-out",
  "/api/auth/get-session",
  "/api/auth/verify-email",
  "/api/auth/revoke-other-sessions",
  "/api/auth/two-factor/enable",
  "/api/auth/two-factor/disable",
  "/api/auth/two-factor/get-totp-uri",
  "/api/auth/two-factor/generate-backup-codes",
]);

/** Hands a request to better-auth as a Web Request and copies its answer back (errors in our shape). */
async function forward(
  auth: Auth,
  request: Pick<FastifyRequest, "headers" | "ip" | "method" | "url" | "log" | "body">,
  reply: FastifyReply,
  options: { path?: string; body?: unknown } = {},
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || ["content-length", "transfer-encoding", "x-forwarded-for"].includes(name))
      continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set("x-forwarded-for", request.ip);
  const init: RequestInit = { method: request.method, headers };
  if (request.method !== "GET" && request.method !== "HEAD") {
    headers.set("content-type", "application/json");
    init.body = JSON.stringify(options.body ?? request.body ?? {});
  }
  const url = new URL(options.path ?? request.url, auth.options.baseURL);
  const response = await auth.handler(new Request(url, init));

  reply.status(response.status);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  for (const [name, value] of response.headers) {
    if (!["set-cookie", "content-length", "content-encoding"].includes(name)) reply.header(name, value);
  }
  const text = await response.text();
  if (response.status >= 400) {
    const { status, body } = upstreamError(url.pathname, response.status, text);
    if (status >= 500)
      request.log.error({ status: response.status, body: text.slice(0, 500) }, "better-auth error");
    reply.status(status).header("content-type", "application/json; charset=utf-8");
    return { ok: false as const, reply: reply.send(body) };
  }
  return { ok: true as const, text };
}

/**
 * Any error answer of better-auth in our shape: its codes we know get the product's wording; any
 * other 4xx gets our code and message for its status (better-auth's own English text never leaks
 * through); a 5xx becomes our 500. (Errors that are not better-auth's answers, such as database
 * errors, are thrown to our error handler instead: see onAPIError in auth.ts.)
 */
export function upstreamError(
  path: string,
  status: number,
  text: string,
): { status: number; body: ErrorBody } {
  if (status >= 500) return { status: 500, body: errorBody("INTERNAL", messages.internal) };
  let parsed: { code?: unknown } = {};
  try {
    parsed = JSON.parse(text) ?? {};
  } catch {}
  const upstreamCode = typeof parsed.code === "string" ? parsed.code : undefined;
  if (
    path.endsWith("/verify-email") &&
    (upstreamCode === "INVALID_TOKEN" || upstreamCode === "TOKEN_EXPIRED")
  ) {
    return { status, body: errorBody("INVALID_TOKEN", messages.verifyLinkInvalid) };
  }
  const translated = upstreamCode ? errorTranslations[upstreamCode] : undefined;
  if (translated) return { status, body: errorBody(translated.code, translated.message) };
  const [code, message] = clientErrorFor(status);
  return { status, body: errorBody(code, message) };
}

const rateLimited = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });

export function authRoutes(auth: Auth): FastifyPluginAsync {
  return async (app) => {
    /** Welcome and email-verification emails; a failure here must not undo a created account. */
    const sendWelcome = async (user: { name: string; email: string }) => {
      try {
        await queueEmail(app.db, {
          kind: "welcome",
          to: user.email,
          props: { name: user.name, loginUrl: `${app.config.appUrl}/login` },
        });
        await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: "/dashboard" } });
      } catch (error) {
        app.log.error({ err: error }, "could not queue the sign-up emails");
      }
    };

    const signedInUser = async (email: string) => {
      const [user] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!user) throw new Error("user missing right after authentication");
      return { user: toMe(user) };
    };
    const limit = rateLimited(app.config.authRateLimit);

    implementEndpoint(
      app,
      signUp,
      async (request, reply) => {
        const context = await auth.$context;
        const user = await registerUser(app.db, request.body, {
          hashPassword: (password) => context.password.hash(password),
          autoActivate: app.config.autoActivate,
          referralBonus: referralBonusCents(app.config),
          language: requestLanguage(request),
        });
        await sendWelcome(user);
        // Sign-up logs the user in at once: a normal sign-in sets the session cookie.
        const { email, password } = request.body;
        const result = await forward(auth, request, reply, {
          path: "/api/auth/sign-in/email",
          body: { email, password },
        });
        if (!result.ok) return result.reply;
        return signedInUser(request.body.email);
      },
      limit,
    );

    /**
     * Registers an endpoint better-auth serves: the request goes to better-auth (an error comes back
     * in our shape) and `answer` turns its successful answer (the response text) into ours.
     */
    const implementForwarded = <E extends Endpoint>(
      endpoint: E,
      answer: (text: string, request: EndpointRequest<E>, reply: FastifyReply) => ReturnType<Handler<E>>,
      extra?: Parameters<typeof implementEndpoint<E>>[3],
    ) =>
      implementEndpoint(
        app,
        endpoint,
        async (request, reply) => {
          const result = await forward(auth, request, reply);
          if (!result.ok) return result.reply;
          return answer(result.text, request, reply);
        },
        extra,
      );

    implementForwarded(
      signIn,
      (text, request) => {
        // With two-factor on, the password only opens the second step (a short-lived cookie).
        if ((JSON.parse(text) as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
          return { twoFactorRequired: true as const };
        }
        return signedInUser(request.body.email);
      },
      limit,
    );

    // The second step of a two-factor sign-in (and the confirmation when turning it on).
    for (const endpoint of [verifyTotp, verifyBackupCode]) {
      implementForwarded(
        endpoint,
        (text) => {
          const { user } = JSON.parse(text) as { user?: { email?: string } };
          if (!user?.email) throw new Error("two-factor verification returned no user");
          return signedInUser(user.email);
        },
        limit,
      );
    }

    // Password changes: better-auth does the work, we answer our message (a reset request the same
    // whether or not the email has an account; its strict body is only the email).
    for (const [endpoint, message] of [
      [requestPasswordReset, messages.resetLinkSent],
      [resetPassword, messages.passwordReset],
      [changePassword, messages.passwordChanged],
    ] as const) {
      implementForwarded(endpoint, () => ({ message }), limit);
    }

    // The signed-in devices, without their session tokens (those stay in httpOnly cookies).
    implementEndpoint(app, listSessions, async (request, reply) => {
      const actor = await resolveActor(auth, request);
      const result = await forward(auth, request, reply);
      if (!result.ok) return result.reply;
      const sessions = JSON.parse(result.text) as {
        id: string;
        createdAt: string;
        expiresAt: string;
        ipAddress?: string | null;
        userAgent?: string | null;
      }[];
      reply.header("content-type", "application/json; charset=utf-8");
      return sessions.map((session) => ({
        id: session.id,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress ?? null,
        userAgent: session.userAgent ?? null,
        current: session.id === actor?.sessionId,
      }));
    });

    // better-auth's own endpoints the web app calls: its answer is copied back as it is.
    for (const endpoint of [
      signOut,
      revokeOtherSessions,
      enableTwoFactor,
      disableTwoFactor,
      generateBackupCodes,
    ]) {
      implementForwarded(endpoint, (text, _request, reply) => {
        reply.send(text);
        return reply;
      });
    }

    // The other better-auth endpoints we use (and other methods of these paths) pass straight through.
    app.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      schema: { hide: true },
      handler: async (request, reply) => {
        const path = request.url.split("?")[0] ?? "";
        if (!PASS_THROUGH.has(path)) return reply.status(404).send(errorBody("NOT_FOUND", messages.notFound));
        const result = await forward(auth, request, reply);
        if (!result.ok) return result.reply;
        return reply.send(result.text);
      },
    });
  };
}
