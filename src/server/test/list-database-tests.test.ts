import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databaseTestFiles } from "./list-database-tests";

const ROOT = resolve(import.meta.dirname, "../../..");

describe("databaseTestFiles", () => {
  const root = mkdtempSync(join(tmpdir(), "database-tests-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write("src/server/db/client.ts", "export const openDatabase = () => {};");
  write("src/server/app.ts", 'import { openDatabase } from "./db/client";');
  write("src/server/kit/index.ts", 'export * from "../app";');
  write("src/server/pure.ts", "export const add = (a: number, b: number) => a + b;");
  write("src/server/driver.ts", 'import pg from "pg";');
  write("src/server/embedded.ts", 'import { PGlite } from "@electric-sql/pglite";');
  write("src/server/env.ts", "export const url = process.env.DATABASE_URL;");
  write("src/server/cycle-a.ts", 'import "./cycle-b";');
  write("src/server/cycle-b.ts", 'import { add } from "./cycle-a.ts";');
  write("src/server/app.test.ts", 'import "./kit";');
  write("src/server/dynamic.test.ts", 'const load = () => import("./driver");');
  write("src/server/embedded.test.ts", 'import { x } from "./embedded.ts";');
  write("src/server/env.test.ts", 'import { url } from "./env";');
  write("src/server/cycle.test.ts", 'import "./cycle-a";');
  write("src/server/pure.test.ts", 'import { add } from "./pure";\nimport { it } from "vitest";');
  write("src/web/button.test.tsx", 'import { add } from "../server/pure";');
  write("src/web/api.test.ts", 'import { openDatabase } from "../server/db/client";');

  it("lists the test files whose imports, direct or not, static or dynamic, reach a database", () => {
    expect(databaseTestFiles(root)).toEqual([
      "src/server/app.test.ts",
      "src/server/dynamic.test.ts",
      "src/server/embedded.test.ts",
      "src/server/env.test.ts",
      "src/web/api.test.ts",
    ]);
  });

  it("lists every test file of the project that starts an app, a server or a database", () => {
    const listed = databaseTestFiles(ROOT);
    const starting = readdirSync(join(ROOT, "src"), { recursive: true, encoding: "utf8" })
      .filter((path) => /\.test\.tsx?$/.test(path))
      .map((path) => join("src", path))
      .filter((path) =>
        /\b(createTestApp|useTestApp|useAdminApp|useListeningTestApp|useTwoInstances|buildApp|startServer|startQuickStart|createDatabase|openDatabase)\(/.test(
          readFileSync(join(ROOT, path), "utf8"),
        ),
      );
    expect(starting.length).toBeGreaterThan(50);
    expect(starting.filter((path) => !listed.includes(path))).toEqual([]);
    expect(listed).toContain("src/web/api/call-endpoint.test.ts");
    expect(listed).not.toContain("src/web/components/ui/button.test.tsx");
  });
});
