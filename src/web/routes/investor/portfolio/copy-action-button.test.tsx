import { describe, expect, it } from "vitest";
import { testCopy } from "../../../test/copy-samples";
import { markup } from "../../../test/markup";
import { CopyActionButton } from "./copy-action-button";

const render = (action: "pause" | "resume" | "stop") =>
  markup(<CopyActionButton copy={testCopy()} action={action} />);

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
