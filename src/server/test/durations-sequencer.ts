import { BaseSequencer, type TestSpecification } from "vitest/node";
import committed from "./test-durations.json" with { type: "json" };

/**
 * Starts the longest test files first, also on a fresh clone (CI), where vitest knows no durations
 * yet and would start files by size: the PostgreSQL fault-injection file (two minutes) then began
 * eleventh and ran alone at the end. A file's duration is the one vitest recorded on this machine
 * (`.cache/vite`), else the one committed in test-durations.json (per project: `pglite:` and
 * `postgres:`), else unknown (started first, like vitest does). Refresh the committed durations
 * with `npm run test:durations` after both suites ran.
 */
export class DurationsSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations: Record<string, number> = committed;
    const expected = (file: TestSpecification) => {
      const key = `${file.project.name}:${file.moduleId.slice(this.ctx.config.root.length + 1)}`;
      return this.ctx.cache.getFileTestResults(key)?.duration ?? durations[key] ?? Number.POSITIVE_INFINITY;
    };
    return [...files].sort((a, b) => expected(b) - expected(a));
  }
}
