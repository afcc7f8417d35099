import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourcePathsWhere } from "./source-files";

describe("sourcePathsWhere", () => {
  const dir = mkdtempSync(join(tmpdir(), "source-files-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, "nested"));
  writeFileSync(join(dir, "a.ts"), "const found = 1;");
  writeFileSync(join(dir, "nested", "b.tsx"), "export const found = 2;");
  writeFileSync(join(dir, "nested", "c.test.ts"), "const found = 3;");
  writeFileSync(join(dir, "d.ts"), "const other = 4;");
  writeFileSync(join(dir, "e.md"), "found");

  it("gives the paths of the non-test sources for which the check holds", () => {
    expect(sourcePathsWhere(dir, ({ text }) => text.includes("found")).sort()).toEqual([
      "a.ts",
      "nested/b.tsx",
    ]);
    expect(sourcePathsWhere(dir, ({ path }) => path.startsWith("nested"))).toEqual(["nested/b.tsx"]);
  });
});
