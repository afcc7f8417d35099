/**
 * Runs once before the test files (vitest `globalSetup`). Without DATABASE_URL every test app
 * runs on in-memory PGlite; creating one runs PGlite's initdb and the migrations (~2.5 s each, about
 * forty times a run). Here that happens once, and the migrated data directory is handed to the
 * test apps as a dump they start from (`inject("pgliteTemplate")` in test-app.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsFolder, pgliteExtensions } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data directory dump, or "" on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "ste-pglite-template-"));
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
