import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
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
  },
});
