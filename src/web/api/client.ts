import { messages } from "../../shared/messages";
import type { ErrorBody } from "../../shared/schemas/errors";
import { currentLang } from "../i18n";

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

  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      ...rest,
      headers: requestHeaders,
      body: json !== undefined ? JSON.stringify(json) : body,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "NETWORK_ERROR", messages.internal);
  }

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
