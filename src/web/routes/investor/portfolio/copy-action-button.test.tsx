import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CopyActionButton } from "./copy-action-button";
import { testCopy } from "./test-copy";

const render = (action: "pause" | "resume" | "stop") =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <CopyActionButton copy={testCopy()} action={action} />
    </QueryClientProvider>,
  );

describe("CopyActionButton", () => {
  it("names its action and the copy it acts on, its confirmation closed", () => {
    expect(render("pause")).toMatch(
      /<button [^>]*>Pause<span class="sr-only"> Copy of Ada<\/span><\/button>/,
    );
    expect(render("resume")).toContain(">Resume<span");
    expect(render("stop")).toContain(">Stop<span");
    expect(render("stop")).not.toContain("Stop this copy?");
  });
});
