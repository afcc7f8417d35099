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
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  { signal, idempotencyKey }: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const parts = input as { params?: unknown; query?: unknown; body?: unknown };
  const data = await apiFetch<unknown>(endpointUrl(endpoint.path, parts), {
    method: endpoint.method,
    json: parts.body,
    signal,
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
  });
  const parsed = endpoint.output.safeParse(data);
  if (!parsed.success) throw new ApiError(0, "BAD_RESPONSE", messages.internal);
  return parsed.data as EndpointOutput<E>;
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
