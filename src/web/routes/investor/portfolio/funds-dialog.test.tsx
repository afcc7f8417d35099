import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FundsDialog } from "./funds-dialog";
import { testCopy } from "./test-copy";

const render = (direction: "add" | "remove") =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <FundsDialog copy={testCopy()} direction={direction} />
    </QueryClientProvider>,
  );

describe("FundsDialog", () => {
  it("opens from a button naming the direction and the copy", () => {
    expect(render("add")).toMatch(
      /<button aria-haspopup="dialog" aria-expanded="false"[^>]*>Add funds<span class="sr-only"> Copy of Ada<\/span><\/button>/,
    );
    expect(render("remove")).toContain(">Remove funds<span");
    expect(render("remove")).not.toContain("Move money");
  });
});
