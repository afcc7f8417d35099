// `npm run test:durations`: keeps the durations vitest recorded on this machine (both projects,
// pglite and postgres) in src/server/test/test-durations.json, which DurationsSequencer reads on a
// fresh clone. Run it after `npm test` and `DATABASE_URL=... npm test` passed.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const cacheDir = ".cache/vite/vitest";
const target = "src/server/test/test-durations.json";
const durations = {};
for (const dir of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
  const file = join(cacheDir, dir, "results.json");
  if (!existsSync(file)) continue;
  for (const [key, result] of JSON.parse(readFileSync(file, "utf8")).results) {
    if (result.duration > 0 && existsSync(key.slice(key.indexOf(":") + 1)))
      durations[key] = Math.round(result.duration);
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} durations -> ${target}`);
