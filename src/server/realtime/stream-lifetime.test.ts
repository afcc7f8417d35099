import { describe, expect, it } from "vitest";
import { openConnectedEventStream } from "../test/event-stream";
import { call, signIn, signInAdmin, signUp, useListeningTestApp } from "../test/test-app";
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER } from "./routes";

describe("events streams end with their session, and are capped", () => {
  const t = useListeningTestApp();
  const open = (cookie: string) => openConnectedEventStream(t.baseUrl, "/api/v1/events", cookie);
  const adminPost = async (url: string) =>
    call(t.app, { method: "POST", url, cookie: await signInAdmin(t.app), payload: {} });

  // A user signed in on two devices ("here" signs in first) posts the action from here.
  const endingActions = [
    { name: "sign-out ends the session's streams (and only those)", url: "/api/auth/sign-out", ends: "here" },
    {
      name: "revoking other sessions ends their streams",
      url: "/api/auth/revoke-other-sessions",
      ends: "there",
    },
  ];
  for (const { name, url, ends } of endingActions) {
    it(name, async () => {
      const user = await signUp(t.app);
      const otherDevice = await signIn(t.app, user.user.email, user.password);
      const here = await open(user.cookie);
      const there = await open(otherDevice);
      const response = await call(t.app, { method: "POST", url, cookie: user.cookie, payload: {} });
      expect(response.statusCode).toBe(200);
      const [ended, kept] = ends === "here" ? [here, there] : [there, here];
      await expect.poll(() => ended.ended).toBe(true);
      expect(kept.ended).toBe(false);
      kept.close();
    });
  }

  it("deactivating or deleting the user ends all their streams", async () => {
    const deactivated = await signUp(t.app);
    const deleted = await signUp(t.app);
    const a = await open(deactivated.cookie);
    const b = await open(deleted.cookie);
    expect((await adminPost(`/api/v1/admin/users/${deactivated.user.id}/activate`)).statusCode).toBe(200);
    expect((await adminPost(`/api/v1/admin/users/${deactivated.user.id}/deactivate`)).statusCode).toBe(200);
    await expect.poll(() => a.ended).toBe(true);
    const removed = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${deleted.user.id}`,
      cookie: await signInAdmin(t.app),
    });
    expect(removed.statusCode).toBe(204);
    await expect.poll(() => b.ended).toBe(true);
  });

  it(`allows ${MAX_STREAMS_PER_SESSION} streams per session and ${MAX_STREAMS_PER_USER} per user; more get 429`, async () => {
    const user = await signUp(t.app);
    const sessions = [user.cookie];
    while (sessions.length < MAX_STREAMS_PER_USER / MAX_STREAMS_PER_SESSION + 1) {
      sessions.push(await signIn(t.app, user.user.email, user.password));
    }
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) streams.push(await open(sessions[0]!));
    const sixth = await open(sessions[0]!);
    expect(sixth.status).toBe(429);
    await expect.poll(() => sixth.ended).toBe(true);
    expect(JSON.parse(sixth.body)).toEqual({
      error: {
        code: "TOO_MANY_STREAMS",
        message: "Too many live-update streams are open, please close some tabs",
      },
    });
    // Closing one frees its place.
    streams.pop()!.close();
    await expect
      .poll(async () => {
        const again = await open(sessions[0]!);
        if (again.status === 200) streams.push(again);
        else again.close();
        return again.status;
      })
      .toBe(200);

    for (const cookie of sessions.slice(1, -1)) {
      for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) streams.push(await open(cookie));
    }
    expect(streams.every((stream) => stream.status === 200)).toBe(true);
    expect(streams).toHaveLength(MAX_STREAMS_PER_USER);
    const overUser = await open(sessions.at(-1)!);
    expect(overUser.status).toBe(429);
    // Someone else is not affected.
    const other = await signUp(t.app);
    const theirs = await open(other.cookie);
    expect(theirs.status).toBe(200);
    for (const stream of [...streams, theirs, overUser, sixth]) stream.close();
  });
});
