import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

type Payload = Record<string, unknown>;

/**
 * A check that `send` (one request with `payload`, as the session `cookie`) is refused with this
 * status and error message; the cookie defaults to `cookie`.
 */
export function refusalCheck(
  send: (payload: Payload, cookie: string) => Promise<LightMyRequestResponse>,
  cookie: string,
) {
  return async (payload: Payload, status: number, message: string, as = cookie) => {
    const response = await send(payload, as);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.message).toBe(message);
  };
}
