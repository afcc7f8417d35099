import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Access } from "../../shared/contract/endpoint";
import { type ErrorCode, errorStatus } from "../../shared/contract/error-codes";
import { errorBody } from "../../shared/schemas/errors";

/** What the OpenAPI document needs to know of a route beyond its schema. */
interface RouteFacts {
  access: Access;
  rateLimited: boolean;
  hasParams: boolean;
  /** The contract endpoint's own error codes (undefined for a route outside the contract). */
  errors?: readonly ErrorCode[];
  idempotent: boolean;
}

type Operation = {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};
type Document = {
  servers?: { url: string; description?: string }[];
  info?: Record<string, unknown>;
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
};

const ERROR = "Error";
/** The error shape with `code` narrowed to the codes an operation gives with one status. */
const codedError = (codes: readonly string[]) => ({
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string", enum: codes },
        message: { type: "string" },
        fields: { type: "object", additionalProperties: { type: "string" } },
      },
    },
  },
});
const errorResponse = (description: string, codes: readonly string[] = []) => ({
  description: codes.length > 0 ? `${description}: ${codes.join(", ")}` : description,
  content: {
    "application/json": {
      schema: codes.length > 0 ? codedError(codes) : { $ref: `#/components/schemas/${ERROR}` },
    },
  },
});

const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: "The request is not valid",
  401: "Not signed in",
  403: "Not allowed (role, inactive account or origin)",
  404: "Not found, or not the caller's",
  409: "Conflicts with the current state",
  413: "Too large",
  422: "Refused by a business rule",
  429: "Too many requests",
};

/** Every code an operation can answer, by status: the common ones that apply and its own. */
function codesByStatus(route: RouteFacts, method: string): Map<number, ErrorCode[]> {
  const signedIn = route.access !== "public";
  const codes: ErrorCode[] = ["BAD_REQUEST"];
  if (signedIn) codes.push("UNAUTHORIZED", "FORBIDDEN");
  if (method !== "get") codes.push("ORIGIN_REJECTED");
  if (route.access === "active") codes.push("ACCOUNT_NOT_ACTIVE");
  if (route.access === "admin") codes.push("TWO_FACTOR_REQUIRED");
  if (route.hasParams) codes.push("NOT_FOUND");
  if (route.rateLimited) codes.push("RATE_LIMITED");
  if (route.idempotent) codes.push("IDEMPOTENCY_KEY_REUSED");
  codes.push(...(route.errors ?? []));
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

/** `/api/v1/copies/:id/pause` -> `/api/v1/copies/{id}/pause` (how OpenAPI writes paths). */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/** `POST /api/v1/copies/{id}/pause` -> `postCopiesIdPause`: stable, unique per operation. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/(v1\/)?/, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join("");
}

/**
 * Completes the OpenAPI document so that a client generator and an integrator can use it (issue
 * 16, point 6): a summary and operationId on every operation, the cookie session as the security
 * of every signed-in route, the 4xx answers every route can give (all in the one error shape), and
 * the server. Call before any route is added; pass the returned function as @fastify/swagger's
 * `transformObject`. Documentation only: nothing here changes how a request is answered.
 */
export function registerOpenApiDocument(app: FastifyInstance) {
  const facts = new Map<string, RouteFacts>();
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.schema?.hide) return;
    const schema = route.schema ?? {};
    for (const method of [route.method].flat()) {
      facts.set(`${method} ${openApiPath(route.url)}`, {
        access: route.config?.access ?? "public",
        rateLimited: Boolean(route.config?.rateLimit),
        hasParams: Boolean(schema.params),
        errors: route.config?.errors,
        idempotent: route.config?.idempotent ?? false,
      });
    }
  });

  return (documentObject: { openapiObject: unknown } | { swaggerObject: unknown }) => {
    const document = ("openapiObject" in documentObject ? documentObject.openapiObject : {}) as Document;
    document.servers = [{ url: "/", description: "This server" }];
    document.info = { ...document.info, license: { name: "Proprietary", url: "/terms" } };
    document.components = {
      ...document.components,
      schemas: {
        ...document.components?.schemas,
        [ERROR]: z.toJSONSchema(errorBody, { target: "openapi-3.0" }),
      },
    };
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path}`;
        const route = facts.get(key);
        operation.operationId ??= operationIdOf(method, path);
        const signedIn = route !== undefined && route.access !== "public";
        operation.security = signedIn ? [{ session: [] }] : [];
        const responses = { ...operation.responses };
        if (route?.errors) {
          // A contract endpoint: every code it can answer, listed under its status.
          for (const [status, codes] of codesByStatus(route, method)) {
            responses[String(status)] = errorResponse(STATUS_DESCRIPTIONS[status] ?? "Refused", codes);
          }
        } else {
          // Any route answers 400 to a malformed address; routes with input also to invalid input.
          responses["400"] ??= errorResponse("The request is not valid");
          if (signedIn) responses["401"] ??= errorResponse("Not signed in");
          if (signedIn || method !== "get")
            responses["403"] ??= errorResponse("Not allowed (role, inactive account or origin)");
          if (route?.hasParams) responses["404"] ??= errorResponse("Not found, or not the caller's");
          if (route?.rateLimited) responses["429"] ??= errorResponse("Too many requests");
        }
        operation.responses = responses;
      }
    }
    return document as never;
  };
}
