import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QueryBlock } from "./query-block";

const key = ["fruit"];

/** A list query that never fetches: its state is what the test puts in the cache. */
function Fruit({ error }: { error?: (error: Error) => string }) {
  const query = useQuery({
    queryKey: key,
    queryFn: (): Promise<string[]> => new Promise(() => {}),
    enabled: false,
  });
  return (
    <QueryBlock
      query={query}
      loading="Loading fruit"
      error={error}
      isEmpty={(data) => data.length === 0}
      empty={(data) => <p>No fruit ({data.length})</p>}
    >
      {(data) => (
        <ul>
          {data.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryBlock>
  );
}

function shown(client: QueryClient, error?: (error: Error) => string): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Fruit error={error} />
    </QueryClientProvider>,
  );
}

function failed(message: string): QueryClient {
  const client = new QueryClient();
  client
    .getQueryCache()
    .build(client, { queryKey: key })
    .setState({ status: "error", error: new Error(message) });
  return client;
}

describe("QueryBlock", () => {
  it("shows the loading line with its label while the query has no answer", () => {
    const html = shown(new QueryClient());
    expect(html).toMatch(/^<div role="status"/);
    expect(html).toContain("Loading fruit");
    expect(html).not.toContain("<ul>");
  });

  it("shows the error's message with a retry when the query failed, or the text `error` makes of it", () => {
    const html = shown(failed("The fruit stall is closed"));
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain("The fruit stall is closed");
    expect(html).toContain('<button type="button"');
    expect(shown(failed("Boom"), (error) => `Failed: ${error.message}`)).toContain("Failed: Boom");
  });

  it("shows what `empty` makes of an empty answer, and what `children` makes of any other", () => {
    const client = new QueryClient();
    client.setQueryData(key, []);
    expect(shown(client)).toBe("<p>No fruit (0)</p>");
    client.setQueryData(key, ["apple", "pear"]);
    expect(shown(client)).toBe("<ul><li>apple</li><li>pear</li></ul>");
  });
});
