import { defineConfig } from "vitest/config";
import { DurationsSequencer } from "./src/server/test/durations-sequencer";
import { databaseTestFiles } from "./src/server/test/list-database-tests";

export default defineConfig({
  // Vitest keeps each file's last duration here and DurationsSequencer starts the longest files
  // first, so that no long file is left running alone at the end. Outside node_modules, which
  // `npm ci` (CI) deletes; a fresh clone uses the durations committed in test-durations.json.
  cacheDir: ".cache/vite",
  test: {
    // Durations are learned per database: the PostgreSQL-only files (fault injection, races,
    // scale-out: minutes on PostgreSQL) are skipped in a PGlite run, which would otherwise record
    // them as instant and so start them last in the PostgreSQL run, one after another.
    name: process.env.DATABASE_URL ? "postgres" : "pglite",
    // On PostgreSQL, only the test files that reach the database (list-database-tests.ts): the others
    // (React components, catalogues, pure functions: 82 of 184 files) do the same on either database
    // and run once, in the PGlite run. CI runs both (.ci/run).
    include: process.env.DATABASE_URL
      ? databaseTestFiles(import.meta.dirname)
      : ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One worker per core (the default leaves one core free): much of a test's time is spent
    // waiting on timers, mail polls and PostgreSQL, and on 2 cores this took the run from 300 s to 200.
    maxWorkers: "100%",
    // A worker runs its test files one after another in one process, loading the app's dependencies
    // (Fastify, better-auth, React Email, PGlite, ...) once instead of once per file: importing them
    // took ~4.5 s of CPU per file, about half of the whole run's CPU time. Nothing the test files
    // share depends on it: every test app has its own database, config and caches (test-app.ts),
    // and vitest restores mocks between files.
    isolate: false,
    globalSetup: ["src/server/test/global-setup.ts"],
    sequence: { sequencer: DurationsSequencer },
  },
});
