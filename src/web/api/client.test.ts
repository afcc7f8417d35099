import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./client";
import { isReconnecting } from "./reconnecting";

/** fetch answering from `answers` in turn (a status, or "down": no answer), recording each request. */
function fetchAnswering(answers: (number | "down")[]) {
  const sent: { method: string; key: string | null; reconnecting: boolean }[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    sent.push({
      method: init.method ?? "GET",
      key: new Headers(init.headers).get("Idempotency-Key"),
      reconnecting: isReconnecting(),
    });
    const answer = answers.shift() ?? 200;
    if (answer === "down") throw new TypeError("fetch failed");
    const body =
      answer === 503
        ? { error: { code: "UNAVAILABLE", message: "The service is briefly unavailable" } }
        : { ok: true };
    return new Response(JSON.stringify(body), {
      status: answer,
      headers: answer === 503 ? { "Retry-After": "0" } : {},
    });
  });
  return sent;
}

describe("the web client while the server cannot answer (a database failover)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("retries a read through 503s and silence, with the reconnecting notice up meanwhile", async () => {
    const sent = fetchAnswering([503, "down", 200]);
    expect(await apiFetch("/api/v1/me")).toEqual({ ok: true });
    expect(sent.map((s) => s.reconnecting)).toEqual([false, true, true]);
    expect(isReconnecting()).toBe(false);
  });

  it("sends a money POST again with the same Idempotency-Key", async () => {
    const sent = fetchAnswering(["down", 503, 201]);
    await apiFetch("/api/v1/withdrawals", {
      method: "POST",
      json: { amount: "1.00" },
      headers: { "Idempotency-Key": "key-1" },
    });
    expect(sent).toHaveLength(3);
    expect(sent.every((s) => s.method === "POST" && s.key === "key-1")).toBe(true);
  });

  it("does not send a POST without a key twice: the 503 reaches the screen", async () => {
    const sent = fetchAnswering([503, 200]);
    const error = await apiFetch("/api/v1/contact", { method: "POST", json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(sent).toHaveLength(1);
    expect(isReconnecting()).toBe(false);
  });
});
