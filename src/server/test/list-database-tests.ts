/**
 * Which test files the PostgreSQL run needs (vitest.config.ts). A test file reaches the database if
 * it, or a module of ours it imports (directly or through other modules, statically or with
 * `import()`), opens one: the database client (src/server/db/client.ts), a driver imported
 * (`pg`, `@electric-sql/pglite`), or DATABASE_URL read. The other test files (React components,
 * the i18n catalogues, pure functions) do the same whichever database is configured, so they run
 * once, in the PGlite run. Conservative on purpose: an import of a module that reaches the client
 * counts even if the test never calls it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const DATABASE_CLIENT = "src/server/db/client.ts";
/** `import ... from "x"`, `export ... from "x"`, `import "x"` and `import("x")`. */
const IMPORTED = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g;
const OPENS_DATABASE = /(?:\bfrom|\bimport)\s*\(?\s*["'](?:pg|@electric-sql\/pglite)["']|DATABASE_URL/;

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);

/** The module a relative import names (with the extensions and index files the bundler tries), or undefined. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = join(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** The test files under `root`/src that reach the database, relative to `root`, sorted. */
export function databaseTestFiles(root: string): string[] {
  const modules = new Map<string, { opensDatabase: boolean; imports: string[] }>();
  const read = (file: string) => {
    let module = modules.get(file);
    if (!module) {
      const text = readFileSync(file, "utf8");
      module = {
        opensDatabase: relative(root, file) === DATABASE_CLIENT || OPENS_DATABASE.test(text),
        imports: [...text.matchAll(IMPORTED)].flatMap(
          ([, specifier]) => resolveImport(file, specifier!) ?? [],
        ),
      };
      modules.set(file, module);
    }
    return module;
  };
  const reachesDatabase = (testFile: string) => {
    const seen = new Set<string>();
    const pending = [testFile];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const module = read(file);
      if (module.opensDatabase) return true;
      pending.push(...module.imports);
    }
    return false;
  };
  return readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })
    .filter(isTestFile)
    .map((path) => join("src", path))
    .filter((path) => reachesDatabase(join(root, path)))
    .sort();
}
