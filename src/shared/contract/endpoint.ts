import type { z } from "zod";
import type { CommonErrorCode, ErrorCode } from "./error-codes";

/**
 * Who may call an endpoint; checked before the body is read. public: anyone; user: signed in;
 * active: signed in and activated; admin: an admin (every /api/v1/admin endpoint).
 */
export type Access = "public" | "user" | "active" | "admin";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API endpoint as both sides see it: the Fastify route is registered from it
 * (server/http/implement-endpoint.ts), the OpenAPI document describes it, and the web app calls it
 * (web/api/call-endpoint.ts). Changing a schema here is a type error wherever a side disagrees.
 */
export interface Endpoint {
  method: Method;
  /** Fastify's form: `/api/v1/copies/:id/pause`. */
  path: `/api/${string}`;
  access: Access;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The OpenAPI tag (the feature). */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Body types other than JSON (an upload's `multipart/form-data`: no body schema then). */
  consumes?: readonly string[];
  /** The success status and what it answers (204: nothing, `z.undefined()`). */
  status: 200 | 201 | 204;
  output: z.ZodType;
  /** The answer's content types when not JSON (a CSV download: the handler sends it itself). */
  produces?: readonly string[];
  /** Error codes this endpoint gives beyond the common ones (`commonErrorCodes`). */
  errors: readonly ErrorCode[];
  /** Honours an `Idempotency-Key` header (money POSTs). */
  idempotent?: boolean;
  /**
   * The identity verification level the caller needs (issue 32), checked right after the access
   * level: 403 VERIFICATION_REQUIRED with `requiredLevel` below it. Routes whose need depends on
   * the input (a live order, a live copy) check it in their handler instead.
   */
  verificationLevel?: 1 | 2;
}

/** Declares an endpoint, keeping its literal types (path, errors) for both sides. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server's handler receives (after the schemas parsed and coerced it). */
export interface EndpointRequestParts<E extends Endpoint> {
  params: Parsed<E["params"]>;
  query: Parsed<E["query"]>;
  body: Parsed<E["body"]>;
}

/** What the handler returns (the output schema's input: the server serialises through it). */
export type EndpointResult<E extends Endpoint> = z.input<E["output"]>;

/** What the web app receives (parsed with the output schema). */
export type EndpointOutput<E extends Endpoint> = z.output<E["output"]>;

type Part<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What the web app sends: only the parts the endpoint has, required when their schema is. */
export type EndpointInput<E extends Endpoint> = Part<"params", E["params"]> &
  Part<"query", E["query"]> &
  Part<"body", E["body"]>;

/** Every code a call of this endpoint can fail with. */
export type EndpointErrorCode<E extends Endpoint> =
  | E["errors"][number]
  | CommonErrorCode
  | (E["idempotent"] extends true ? "IDEMPOTENCY_KEY_REUSED" : never);

/** What a feature's endpoint says beyond its method, path and summary (access and tag may differ from the feature's). */
export type EndpointParts = Partial<Omit<Endpoint, "method" | "path" | "summary">> & Pick<Endpoint, "output">;

/** `Base` with `Parts` laid over it: the literal types of both kept. */
type Declared<Base, Parts> = {
  [K in keyof Base | keyof Parts]: K extends keyof Parts ? Parts[K] : K extends keyof Base ? Base[K] : never;
};

/** Parts a group of a feature's endpoints shares (its output, its params...). */
type SharedParts = Partial<EndpointParts>;
type NoParts = Record<never, never>;

/** An endpoint's own parts: optional when the group's shared parts already give the output. */
type OwnParts<S, R> =
  S extends Pick<Endpoint, "output"> ? [parts?: R] : [parts: R & Pick<Endpoint, "output">];

/**
 * The endpoints of one feature: each is declared with its method, path, summary and only what
 * differs from the feature's usual (its `tag` and `access`, success 200, no error codes beyond the
 * common ones, and the `shared` parts of the group): schemas, other status, error codes, `idempotent`.
 */
export function endpointsOf<
  const T extends string,
  const A extends Access,
  const S extends SharedParts = NoParts,
>(tag: T, access: A, shared?: S) {
  const declare = <const M extends Method>(method: M) => {
    /** Declares one endpoint: its literal types, the parts laid over the group's usual. */
    function endpoint<const P extends Endpoint["path"], const R extends SharedParts = NoParts>(
      path: P,
      summary: string,
      ...parts: OwnParts<S, R>
    ): Declared<
      Declared<
        { method: M; path: P; access: A; summary: string; tag: T; status: 200; errors: readonly [] },
        S
      >,
      R
    >;
    // Partial: the output comes from the group or the endpoint, which the overload's OwnParts checks.
    function endpoint(
      path: Endpoint["path"],
      summary: string,
      ...[parts]: [SharedParts?]
    ): Partial<Endpoint> {
      return { method, path, access, summary, tag, status: 200, errors: [], ...shared, ...parts };
    }
    return endpoint;
  };
  return {
    get: declare("GET"),
    post: declare("POST"),
    put: declare("PUT"),
    patch: declare("PATCH"),
    delete: declare("DELETE"),
  };
}
