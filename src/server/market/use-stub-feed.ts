import { afterAll, beforeAll } from "vitest";
import { createStubFeed, type StubFeed, type StubPair } from "./stub-feed";

/**
 * For a describe block: a stub feed listening from its beforeAll to its afterAll (registered
 * first, it closes after the apps the block's later hooks close). Read `url` inside tests and hooks.
 */
export function useStubFeed(pairs: Record<string, StubPair>): StubFeed {
  const feed = createStubFeed(pairs);
  beforeAll(() => feed.listen());
  afterAll(() => feed.close());
  return feed;
}
