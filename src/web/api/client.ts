import { messages } from "../../shared/messages";
import type { ErrorBody } from "../../shared/schemas/errors";
import { currentLang } from "../i18n";
import { startReconnecting } from "./reconnecting";

/** Codes the web app gives itself: no answer at all, an answer outside the contract. */
type ClientErrorCode = "NETWORK_ERROR" | "BAD_RESPONSE" | `HTTP_${number}`;

/**
 * An API answer with status >= 400 (or no answer at all: status 0), carrying the server's error
 * body. `C` narrows `code` to what an endpoint can answer (see call-endpoint.ts).
 */
export class ApiError<C extends string = string> extends Error {
  readonly status: number;
  readonly code: C | ClientErrorCode;
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: C | ClientErrorCode,
    message: string,
    fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface ApiInit extends Omit<RequestInit, "body"> {
  /** Sent as a JSON body with Content-Type application/json. */
  json?: unknown;
  /** Sent as is (a FormData: the browser sets the multipart Content-Type). */
  body?: BodyInit;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

function fallbackMessage(status: number): string {
  if (status === 401) return messages.notSignedIn;
  if (status === 403) return messages.forbidden;
  if (status === 404) return messages.notFound;
  if (status === 429) return messages.tooManyRequests;
  return messages.internal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** How long a request keeps being retried while the server cannot answer (a database failover takes seconds). */
const RECONNECT_BUDGET_MS = 60_000;

/**
 * Reads, and POSTs carrying an Idempotency-Key (money: the server answers a repeat with the first
 * answer, never doing it twice), are safe to send again; other writes are not retried.
 */
function retriesWhileUnavailable(method: string | undefined, headers: Headers): boolean {
  const verb = (method ?? "GET").toUpperCase();
  return verb === "GET" || verb === "HEAD" || headers.has("Idempotency-Key");
}

/** The wait the server asked for (Retry-After in seconds), between a quarter second and five. */
function retryDelayMs(response: Response | null): number {
  const seconds = Number(response?.headers.get("Retry-After"));
  return Number.isFinite(seconds) ? Math.min(5000, Math.max(250, seconds * 1000)) : 1000;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Sends the request; while the answer is 503 or there is none (the server or its database
 * briefly gone) and `retry` allows it, sends it again after the wait the server asked for, with
 * the app's "reconnecting" notice up, for at most RECONNECT_BUDGET_MS.
 */
async function sendRetryingWhileUnavailable(
  send: () => Promise<Response>,
  { retry, signal }: { retry: boolean; signal: AbortSignal | undefined },
): Promise<Response> {
  const giveUpAt = Date.now() + RECONNECT_BUDGET_MS;
  let reconnected: (() => void) | undefined;
  try {
    for (;;) {
      let response: Response | null;
      try {
        response = await send();
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
        response = null;
      }
      const unavailable = response === null || response.status === 503;
      if (!unavailable || !retry || Date.now() >= giveUpAt) {
        if (response === null) throw new ApiError(0, "NETWORK_ERROR", messages.internal);
        return response;
      }
      reconnected ??= startReconnecting();
      await wait(retryDelayMs(response), signal);
    }
  } finally {
    reconnected?.();
  }
}

/**
 * The transport under `callEndpoint` (call-endpoint.ts), through which the web app calls the API:
 * same-origin cookies, a JSON body or a form, JSON answers, typed errors.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { json, headers, body, ...rest } = init;
  const requestHeaders = new Headers(headers);
  if (!requestHeaders.has("Accept")) requestHeaders.set("Accept", "application/json");
  // The API answers messages in the language on screen (a signed-in user's saved one wins).
  if (!requestHeaders.has("Accept-Language")) requestHeaders.set("Accept-Language", currentLang());
  if (json !== undefined) requestHeaders.set("Content-Type", "application/json");

  const send = () =>
    fetch(path, {
      credentials: "same-origin",
      ...rest,
      headers: requestHeaders,
      body: json !== undefined ? JSON.stringify(json) : body,
    });
  const response = await sendRetryingWhileUnavailable(send, {
    retry: retriesWhileUnavailable(rest.method, requestHeaders),
    signal: rest.signal ?? undefined,
  });

  const data = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(data)) {
      const { code, message, fields } = data.error;
      throw new ApiError(response.status, code, message, fields ?? {});
    }
    throw new ApiError(response.status, `HTTP_${response.status}`, fallbackMessage(response.status));
  }
  return data as T;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messages.internal;
}
