import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { activeUser, fund, useMoneyApp } from "../../server/ledger/money-test-kit";
import { png } from "../../server/test/avatar-upload";
import { ORIGIN } from "../../server/test/test-app";
import { defineEndpoint } from "../../shared/contract/endpoint";
import { uploadAvatar } from "../../shared/contract/users";
import { createWithdrawal, quoteWithdrawal } from "../../shared/contract/withdrawals";
import { callEndpoint, type EndpointError, endpointUrl, queryKeyOf } from "./call-endpoint";
import { ApiError } from "./client";

/** The web client against the real app: fetch goes through Fastify's inject, with a session. */
function browserFetchInto(
  app: { inject: (options: object) => Promise<{ statusCode: number; body: string }> },
  cookie?: string,
) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({
      method: init.method ?? "GET",
      url,
      headers: { ...headers, origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: init.body as string | FormData | undefined,
    });
    return new Response(answer.body || null, { status: answer.statusCode });
  });
}

describe("the web client calls endpoints through the contract", () => {
  const t = useMoneyApp({ paymentMethod: "Ethereum" });
  afterEach(() => vi.unstubAllGlobals());

  it("builds the address from params and query, leaving out empty values", () => {
    expect(endpointUrl("/api/v1/copies/:id/pause", { params: { id: "a b/c" } })).toBe(
      "/api/v1/copies/a%20b%2Fc/pause",
    );
    expect(endpointUrl("/api/v1/withdrawals/fee", { query: { amount: "12.50", cursor: undefined } })).toBe(
      "/api/v1/withdrawals/fee?amount=12.50",
    );
    expect(queryKeyOf(quoteWithdrawal, { query: { amount: "1" } })).toEqual([
      "withdrawals",
      "/api/v1/withdrawals/fee",
      { query: { amount: "1" } },
    ]);
  });

  it("parses the answer with the output schema and sends the Idempotency-Key", async () => {
    const user = await activeUser(t.app);
    await fund(t.app, t.admin, user.cookie, t.methodId, "1000");
    browserFetchInto(t.app, user.cookie);
    expect(await callEndpoint(quoteWithdrawal, { query: { amount: "250" } })).toEqual({
      percent: 10,
      amount: "250.00",
      fee: "25.00",
      netAmount: "225.00",
    });
    const body = { paymentMethodId: t.methodId, amount: "400", walletAddress: "0xabc" };
    const first = await callEndpoint(createWithdrawal, { body }, { idempotencyKey: "key-1" });
    const replay = await callEndpoint(createWithdrawal, { body }, { idempotencyKey: "key-1" });
    expect(first).toMatchObject({ status: "pending", amount: "400.00", fee: "40.00" });
    expect(replay.transactionId).toBe(first.transactionId);
  });

  it("sends a form to an endpoint that consumes multipart/form-data, and only to such an endpoint", async () => {
    const user = await activeUser(t.app);
    browserFetchInto(t.app, user.cookie);
    const body = new FormData();
    body.append("avatar", new File([new Uint8Array(await png())], "me.png", { type: "image/png" }));
    const me = await callEndpoint(uploadAvatar, { body });
    expect(me.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(me.id).toBe(user.user.id);
    // @ts-expect-error: a JSON endpoint takes no form (nor does the server: 415)
    await expect(callEndpoint(createWithdrawal, { body })).rejects.toMatchObject({ status: 415 });
    // @ts-expect-error: an upload takes a form, not JSON (the server finds no image in it: 400)
    await expect(callEndpoint(uploadAvatar, { body: { avatar: "me.png" } })).rejects.toMatchObject({
      status: 400,
    });
  });

  it("fails with the endpoint's typed error code and the server's message", async () => {
    const user = await activeUser(t.app);
    browserFetchInto(t.app, user.cookie);
    const error = await callEndpoint(createWithdrawal, {
      body: { paymentMethodId: t.methodId, amount: "5", walletAddress: "0xabc" },
    }).catch((caught: EndpointError<typeof createWithdrawal>) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: "INSUFFICIENT_BALANCE",
      message: "Insufficient balance",
    });
  });

  it("refuses an answer outside the contract instead of handing it to a screen", async () => {
    const wrong = defineEndpoint({
      ...quoteWithdrawal,
      output: z.object({ percent: z.string() }),
    });
    const user = await activeUser(t.app);
    browserFetchInto(t.app, user.cookie);
    await expect(callEndpoint(wrong, { query: {} })).rejects.toMatchObject({ code: "BAD_RESPONSE" });
  });
});
