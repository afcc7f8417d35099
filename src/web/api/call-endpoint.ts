import type {
  Endpoint,
  EndpointErrorCode,
  EndpointInput,
  EndpointOutput,
} from "../../shared/contract/endpoint";
import { messages } from "../../shared/messages";
import { ApiError, apiFetch } from "./client";

/** The error a call of this endpoint fails with: `code` is one the contract lists for it. */
export type EndpointError<E extends Endpoint> = ApiError<EndpointErrorCode<E>>;

/** An endpoint whose contract takes a body other than JSON (`consumes`), e.g. an upload. */
type FormEndpoint = Endpoint & { consumes: readonly string[] };

/** The input of an endpoint consuming `multipart/form-data`: its body is the form (FormData). */
type FormInput<E extends FormEndpoint> = "multipart/form-data" extends E["consumes"][number]
  ? Omit<EndpointInput<E>, "body"> & { body: FormData }
  : never;

interface CallOptions {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` (money POSTs: one key per intended action, reused on retry). */
  idempotencyKey?: string;
}

/** `/api/v1/copies/:id/pause` with `{ id: "c1" }` and a query -> `/api/v1/copies/c1/pause?...`. */
export function endpointUrl(path: string, input: { params?: unknown; query?: unknown }): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const url = path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * Calls an endpoint of the contract: builds its URL, sends its body, and parses the answer with
 * its output schema, so that a server answering outside the contract fails here, not in a screen.
 * The body is JSON, or the form where the contract consumes multipart/form-data (an upload: the
 * browser then sets the Content-Type with its boundary).
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options?: CallOptions,
): Promise<EndpointOutput<E>>;
export function callEndpoint<E extends FormEndpoint>(
  endpoint: E,
  input: FormInput<E>,
  options?: CallOptions,
): Promise<EndpointOutput<E>>;
export async function callEndpoint(
  endpoint: Endpoint,
  input: { params?: unknown; query?: unknown; body?: unknown },
  { signal, idempotencyKey }: CallOptions = {},
): Promise<unknown> {
  const data = await apiFetch<unknown>(endpointUrl(endpoint.path, input), {
    method: endpoint.method,
    ...(input.body instanceof FormData ? { body: input.body } : { json: input.body }),
    signal,
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
  });
  const parsed = endpoint.output.safeParse(data);
  if (!parsed.success) throw new ApiError(0, "BAD_RESPONSE", messages.internal);
  return parsed.data;
}

/**
 * The react-query key of an endpoint's answer: its tag (the feature, e.g. "transactions"), its
 * path, then its input. Invalidating `[tag]` refreshes every answer of the feature (what live
 * updates do), `queryKeyOf(endpoint)` every answer of one endpoint.
 */
export function queryKeyOf<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>) {
  return input === undefined
    ? ([endpoint.tag, endpoint.path] as const)
    : ([endpoint.tag, endpoint.path, input] as const);
}
