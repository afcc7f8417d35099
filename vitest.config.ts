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
    globalSetup: ["src/server/test/global-setup.ts"],
  },
});
