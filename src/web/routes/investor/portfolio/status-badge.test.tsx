import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testCopy } from "../../../test/copy-samples";
import { StatusBadge } from "./status-badge";

describe("StatusBadge", () => {
  it("names the status in its colour", () => {
    expect(renderToStaticMarkup(<StatusBadge copy={testCopy()} />)).toMatch(
      /data-testid="copy-status" class="[^"]*bg-emerald-100[^"]*">Active</,
    );
    expect(renderToStaticMarkup(<StatusBadge copy={testCopy({ status: "paused" })} />)).toMatch(
      /bg-amber-100[^"]*">Paused</,
    );
    expect(renderToStaticMarkup(<StatusBadge copy={testCopy({ status: "stopped" })} />)).toMatch(
      /bg-slate-200[^"]*">Stopped</,
    );
  });
});
