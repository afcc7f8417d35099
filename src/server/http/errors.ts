import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type {
  FastifyContextConfig,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  commonErrorCodes,
  type ErrorCode,
  type ErrorCodeOf,
  errorStatus,
} from "../../shared/contract/error-codes";
import { messages } from "../../shared/messages";
import type { ErrorBody } from "../../shared/schemas/errors";
import { isBadInputError, isUnavailableError } from "../db/errors";

/** A failure the caller can act on; becomes `{ error: { code, message, fields } }` with its status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** VERIFICATION_REQUIRED: the level the refused action needs (answered as `requiredLevel`). */
    readonly requiredLevel?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/**
 * Our message for each code a framework or plugin error of a 4xx status becomes; the status of each
 * is the one error-codes.ts gives it.
 */
const clientErrorMessages = {
  BAD_REQUEST: messages.badRequest,
  UNAUTHORIZED: messages.notSignedIn,
  FORBIDDEN: messages.forbidden,
  NOT_FOUND: messages.notFound,
  METHOD_NOT_ALLOWED: messages.methodNotAllowed,
  REQUEST_TIMEOUT: messages.requestTimeout,
  PAYLOAD_TOO_LARGE: messages.payloadTooLarge,
  URI_TOO_LONG: messages.urlTooLong,
  UNSUPPORTED_MEDIA_TYPE: messages.unsupportedMediaType,
  RATE_LIMITED: messages.tooManyRequests,
  HEADERS_TOO_LARGE: messages.headersTooLarge,
} as const satisfies Partial<Record<ErrorCode, string>>;
type ClientErrorCode = keyof typeof clientErrorMessages;
const clientErrorCodes = Object.keys(clientErrorMessages) as ClientErrorCode[];

// The one way to refuse a request: these helpers, typed by the status each code answers with
// (src/shared/contract/error-codes.ts). `new AppError(...)` anywhere else fails src/server/one-way.test.ts.
type Fields = Record<string, string>;
export const badRequest = (message: string, fields?: Fields, code: ErrorCodeOf<400> = "BAD_REQUEST") =>
  new AppError(400, code, message, fields);
export const unauthorized = () => new AppError(401, "UNAUTHORIZED", clientErrorMessages.UNAUTHORIZED);
export const forbidden = (
  message: string = clientErrorMessages.FORBIDDEN,
  code: ErrorCodeOf<403> = "FORBIDDEN",
) => new AppError(403, code, message);
/** 403 VERIFICATION_REQUIRED, with the level the refused action needs (`requiredLevel`). */
export const levelRequired = (message: string, requiredLevel: number) =>
  new AppError(403, "VERIFICATION_REQUIRED", message, undefined, requiredLevel);
export const notFound = (message: string = clientErrorMessages.NOT_FOUND) =>
  new AppError(404, "NOT_FOUND", message);
export const conflict = (code: ErrorCodeOf<409>, message: string) => new AppError(409, code, message);
export const payloadTooLarge = (code: ErrorCodeOf<413>, message: string, fields?: Fields) =>
  new AppError(413, code, message, fields);
export const unprocessable = (code: ErrorCodeOf<422>, message: string, fields?: Fields) =>
  new AppError(422, code, message, fields);
export const tooManyRequests = (code: ErrorCodeOf<429>, message: string) => new AppError(429, code, message);

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  requiredLevel?: number,
): ErrorBody {
  return {
    error: {
      code,
      message,
      ...(fields ? { fields } : {}),
      ...(requiredLevel === undefined ? {} : { requiredLevel }),
    },
  };
}

/** Field errors keyed by dotted path, first message per field; the first overall becomes the message. */
function fieldErrors(issues: { path: PropertyKey[] | string; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = Array.isArray(issue.path) ? issue.path.map(String).join(".") : String(issue.path);
    const name = key || "body";
    fields[name] ??= issue.message;
  }
  return fields;
}

/**
 * Our code and message for a 4xx status (those of 400 for a status without its own); 406 (nothing
 * acceptable to send) answers as the unsupported media type it is to a JSON-only API.
 */
export function clientErrorFor(status: number): [ClientErrorCode, string] {
  const wanted = status === 406 ? errorStatus.UNSUPPORTED_MEDIA_TYPE : status;
  const code = clientErrorCodes.find((candidate) => errorStatus[candidate] === wanted) ?? "BAD_REQUEST";
  return [code, clientErrorMessages[code]];
}

/**
 * Fastify's `frameworkErrors` option: errors found before routing (a malformed percent-encoded
 * path, a path parameter beyond maxParamLength), which otherwise bypass the error handler and
 * answer in Fastify's own shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return reply.status(414).send(errorBody("URI_TOO_LONG", messages.urlTooLong));
  }
  if (error.code === "FST_ERR_BAD_URL") {
    return reply.status(400).send(errorBody("BAD_REQUEST", messages.badUrl));
  }
  reply.log.error({ err: error }, "framework error");
  return reply.status(500).send(errorBody("INTERNAL", messages.internal));
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses (not HTTP, headers
 * too large, too slow) never reaches Fastify; answer it on the socket in our shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const [code, message] = clientErrorFor(status);
  if (socket.writable) {
    const body = JSON.stringify(errorBody(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        "X-Content-Type-Options: nosniff\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "Connection: close\r\n\r\n" +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * Whether a route may answer this code: the common ones, and those its contract endpoint lists
 * (routes not yet declared through the contract list none and may answer any).
 */
function isDeclared(code: ErrorCode, config: FastifyContextConfig): boolean {
  if (config.errors === undefined) return true;
  if ((commonErrorCodes as readonly ErrorCode[]).includes(code)) return true;
  if (code === "IDEMPOTENCY_KEY_REUSED" && config.idempotent) return true;
  return config.errors.includes(code);
}

/** Tests fail on an error code the endpoint's contract does not list; production only logs it. */
const failUndeclaredCodes = process.env.NODE_ENV === "test";

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (!isDeclared(error.code, request.routeOptions.config)) {
        request.log.error(
          { code: error.code, url: request.routeOptions.url },
          "error code not in the contract",
        );
        if (failUndeclaredCodes) return reply.status(500).send(errorBody("INTERNAL", messages.internal));
      }
      return reply
        .status(error.status)
        .send(errorBody(error.code, error.message, error.fields, error.requiredLevel));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(
        error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
          message: issue.message ?? messages.badRequest,
        })),
      );
      const first = error.validation[0]?.message ?? messages.badRequest;
      return reply.status(400).send(errorBody("BAD_REQUEST", first, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(errorBody("RATE_LIMITED", messages.tooManyRequests));
    }
    if (status >= 400 && status < 500) {
      const [code, message] = clientErrorFor(status);
      // A body Fastify could not read as JSON (empty, cut short, not JSON at all).
      const unreadable = status === 400 && error.code?.startsWith("FST_ERR_CTP");
      return reply.status(status).send(errorBody(code, unreadable ? messages.malformedJson : message));
    }
    if (isBadInputError(error)) {
      return reply.status(400).send(errorBody("BAD_REQUEST", messages.badRequest));
    }
    if (isUnavailableError(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send(errorBody("UNAVAILABLE", messages.unavailable));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(errorBody("INTERNAL", messages.internal));
  });
}
