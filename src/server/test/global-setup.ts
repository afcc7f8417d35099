/**
 * Runs once before the test files (vitest `globalSetup`). Every test app starts on a new database
 * that must be migrated; here that happens once, and the test apps start from a copy
 * (test-app.ts):
 * - PGlite (no DATABASE_URL): creating one runs PGlite's initdb and the migrations (~2.5 s each,
 *   about forty times a run); the migrated data directory is handed over as a dump
 *   (`inject("pgliteTemplate")`).
 * - PostgreSQL (DATABASE_URL): a migrated database each test app's database is created from
 *   (`create database ... template`, `inject("pgTemplate")`), instead of running every migration
 *   again on each of them.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrationsFolder, pgliteExtensions } from "../db/client";
import { createDatabase } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data directory dump, or "" on PostgreSQL. */
    pgliteTemplate: string;
    /** Name of a migrated PostgreSQL database to copy, or "" on PGlite. */
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = await createDatabase(databaseUrl, "ste_template");
    const client = new pg.Client({ connectionString: template.url });
    await client.connect();
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      // A database is copied only while nobody is connected to it.
      await client.end();
    }
    project.provide("pgliteTemplate", "");
    project.provide("pgTemplate", template.name);
    return () => template.drop();
  }
  const dir = mkdtempSync(join(tmpdir(), "ste-pglite-template-"));
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder });
  // A checkpoint first: a test app's database then starts without replaying the migrations' WAL
  // (~1.33 s of CPU per start instead of ~1.50, measured; a PGlite run starts over a hundred).
  await client.exec("checkpoint");
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("pgTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
