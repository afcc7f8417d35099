import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The TypeScript sources under `dir` (tests excluded), with paths relative to it, for checks on the code itself. */
export function sourceFiles(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => ({ path, text: readFileSync(join(dir, path), "utf8") }));
}

/** The paths of the sources under `dir` (as sourceFiles gives them) for which `found` holds. */
export function sourcePathsWhere(
  dir: string,
  found: (file: { path: string; text: string }) => boolean,
): string[] {
  return sourceFiles(dir)
    .filter(found)
    .map(({ path }) => path);
}
