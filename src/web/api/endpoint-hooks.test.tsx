import { MutationObserver, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineEndpoint } from "../../shared/contract/endpoint";
import {
  endpointMutation,
  endpointPages,
  endpointQuery,
  endpointQueryById,
  useInvalidate,
} from "./endpoint-hooks";

const thing = z.object({ id: z.string(), state: z.string() });
const listThings = defineEndpoint({
  method: "GET",
  path: "/api/v1/things",
  access: "user",
  summary: "List things",
  tag: "things",
  status: 200,
  output: z.object({ items: z.array(thing) }),
  errors: [],
});
const findThings = defineEndpoint({
  ...listThings,
  query: z.object({ search: z.string().optional() }),
});
const getThing = defineEndpoint({
  ...listThings,
  path: "/api/v1/things/:id",
  params: z.object({ id: z.string() }),
  output: thing,
});
const pageThings = defineEndpoint({
  ...listThings,
  path: "/api/v1/things/pages",
  query: z.object({ search: z.string(), cursor: z.string().optional() }),
  output: z.object({ items: z.array(thing), nextCursor: z.string().nullable() }),
});
const thingAction = (action: string) =>
  defineEndpoint({
    method: "POST",
    path: `/api/v1/things/:id/${action}`,
    access: "user",
    summary: `${action} a thing`,
    tag: "things",
    params: z.object({ id: z.string() }),
    body: z.object({ note: z.string() }),
    status: 200,
    output: thing,
    errors: ["NOT_FOUND"],
    idempotent: true,
  });
const pauseThing = thingAction("pause");
const stopThing = thingAction("stop");

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers every call with `answer` and records what was sent. */
function stubFetch(answer: unknown, status = 200): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? "GET",
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: init.body ? JSON.parse(init.body as string) : undefined,
    });
    return new Response(JSON.stringify(answer), { status });
  });
  return sent;
}

/** Calls `run` while rendering: a hook run there sees the QueryClientProvider above it. */
function Probe({ run }: { run: () => void }) {
  run();
  return null;
}

/** Runs a hook once inside a QueryClientProvider (server render: no effects, no fetch). */
function runHook<T>(client: QueryClient, hook: () => T): T {
  const result: { value?: T } = {};
  renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Probe
        run={() => {
          result.value = hook();
        }}
      />
    </QueryClientProvider>,
  );
  return result.value as T;
}

describe("endpoint queries", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("key an answer by tag, path and input; an endpoint without input by tag and path", () => {
    expect(endpointQuery(findThings, { query: { search: "a" } }).queryKey).toEqual([
      "things",
      "/api/v1/things",
      { query: { search: "a" } },
    ]);
    expect(endpointQuery(listThings, undefined).queryKey).toEqual(["things", "/api/v1/things"]);
  });

  it("fetch the endpoint with its input and parse the answer", async () => {
    const sent = stubFetch({ items: [{ id: "t1", state: "open" }], extra: true });
    const client = new QueryClient();
    expect(await client.fetchQuery(endpointQuery(findThings, { query: { search: "a b" } }))).toEqual({
      items: [{ id: "t1", state: "open" }],
    });
    await client.fetchQuery(endpointQuery(listThings, undefined));
    expect(sent.map(({ url, method }) => [method, url])).toEqual([
      ["GET", "/api/v1/things?search=a+b"],
      ["GET", "/api/v1/things"],
    ]);
  });

  it("ask for one record by id only once the id is known", async () => {
    expect(endpointQueryById(getThing, undefined).enabled).toBe(false);
    expect(endpointQueryById(getThing, null).enabled).toBe(false);
    const byId = endpointQueryById(getThing, "t1");
    expect(byId.enabled).toBe(true);
    expect(byId.queryKey).toEqual(endpointQuery(getThing, { params: { id: "t1" } }).queryKey);
    const sent = stubFetch({ id: "t1", state: "open" });
    expect(await new QueryClient().fetchQuery(byId)).toEqual({ id: "t1", state: "open" });
    expect(sent.map(({ url, method }) => [method, url])).toEqual([["GET", "/api/v1/things/t1"]]);
  });

  it("page a list: the query without cursor is the key, then each nextCursor is sent as cursor", async () => {
    const pages = endpointPages(pageThings, { search: "x" });
    expect(pages.queryKey).toEqual(["things", "/api/v1/things/pages", { query: { search: "x" } }]);
    const sent = stubFetch({ items: [], nextCursor: "c2" });
    await new QueryClient().fetchInfiniteQuery({ ...pages, pages: 2 });
    expect(sent.map((call) => call.url)).toEqual([
      "/api/v1/things/pages?search=x",
      "/api/v1/things/pages?search=x&cursor=c2",
    ]);
  });
});

describe("endpoint mutations", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("call the endpoint the variables pick, with toInput's input and the Idempotency-Key", async () => {
    const sent = stubFetch({ id: "t1", state: "stopped" });
    const client = new QueryClient();
    const onSuccess = vi.fn();
    const actions = { pause: pauseThing, stop: stopThing };
    const observer = new MutationObserver(
      client,
      endpointMutation(
        ({ action }: { id: string; action: keyof typeof actions; idempotencyKey: string }) => actions[action],
        {
          toInput: ({ id }) => ({ params: { id }, body: { note: "n" } }),
          onSuccess,
        },
      ),
    );
    const result = await observer.mutate({ id: "t 1", action: "stop", idempotencyKey: "key-1" });
    expect(result).toEqual({ id: "t1", state: "stopped" });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: "/api/v1/things/t%201/stop",
      method: "POST",
      body: { note: "n" },
      headers: { "idempotency-key": "key-1" },
    });
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it("send no Idempotency-Key to an endpoint that is not idempotent, and fail with the server's error code", async () => {
    const sent = stubFetch({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
    const renameThing = defineEndpoint({
      ...pauseThing,
      path: "/api/v1/things/:id/rename",
      idempotent: false,
    });
    const observer = new MutationObserver(
      new QueryClient(),
      endpointMutation(renameThing, { toInput: (id: string) => ({ params: { id }, body: { note: "" } }) }),
    );
    await expect(observer.mutate("t1")).rejects.toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect(sent[0]?.headers).not.toHaveProperty("idempotency-key");
  });

  it("refuse to call an idempotent endpoint without a key: keys come from the user's intent, not the call", async () => {
    const sent = stubFetch({ id: "t1", state: "paused" });
    const observer = new MutationObserver(
      new QueryClient(),
      endpointMutation(pauseThing, { toInput: (id: string) => ({ params: { id }, body: { note: "" } }) }),
    );
    await expect(observer.mutate("t1")).rejects.toThrow(/needs an idempotencyKey/);
    expect(sent).toHaveLength(0);
  });
});

describe("useInvalidate", () => {
  it("marks the queries under each key prefix stale, and only those", async () => {
    const client = new QueryClient();
    client.setQueryData(["things", "/api/v1/things"], { items: [] });
    client.setQueryData(["me"], { id: "u1" });
    client.setQueryData(["sessions"], []);
    const refresh = runHook(client, () => useInvalidate(["things"], ["me"]));
    await refresh();
    expect(client.getQueryState(["things", "/api/v1/things"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["me"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["sessions"])?.isInvalidated).toBe(false);
  });
});
