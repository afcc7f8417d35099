import { describe, expect, it } from "vitest";
import { testCopy } from "../../../test/copy-samples";
import { markup } from "../../../test/markup";
import { FundsDialog } from "./funds-dialog";

const render = (direction: "add" | "remove") =>
  markup(<FundsDialog copy={testCopy()} direction={direction} />);

describe("FundsDialog", () => {
  it("opens from a button naming the direction and the copy", () => {
    expect(render("add")).toMatch(
      /<button aria-haspopup="dialog" aria-expanded="false"[^>]*>Add funds<span class="sr-only"> Copy of Ada<\/span><\/button>/,
    );
    expect(render("remove")).toContain(">Remove funds<span");
    expect(render("remove")).not.toContain("Move money");
  });
});
