import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ZodError } from "zod";
import { messages } from "../../shared/messages";
import type { ErrorBody } from "../../shared/schemas/errors";
import { isBadInputError, isUnavailableError } from "../db/errors";

/** A failure the caller can act on; becomes `{ error: { code, message, fields } }` with its status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, "BAD_REQUEST", message, fields);
export const unauthorized = () => new AppError(401, "UNAUTHORIZED", messages.notSignedIn);
export const forbidden = (message: string = messages.forbidden, code = "FORBIDDEN") =>
  new AppError(403, code, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, "NOT_FOUND", message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const unprocessable = (code: string, message: string) => new AppError(422, code, message);

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Field errors keyed by dotted path, first message per field; the first overall becomes the message. */
export function fieldErrors(issues: { path: PropertyKey[] | string; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = Array.isArray(issue.path) ? issue.path.map(String).join(".") : String(issue.path);
    const name = key || "body";
    fields[name] ??= issue.message;
  }
  return fields;
}

export function validationError(error: ZodError): AppError {
  const fields = fieldErrors(error.issues);
  return badRequest(error.issues[0]?.message ?? messages.badRequest, fields);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
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
      const message = error.code?.startsWith("FST_ERR_CTP") ? messages.malformedJson : messages.badRequest;
      const code =
        status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
      return reply.status(status).send(errorBody(code, message));
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
