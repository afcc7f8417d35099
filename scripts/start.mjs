// `npm start`: build the web app when it is missing or older than its sources, then serve
// web app + API on one port (TypeScript server run through tsx, no separate server build).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// `npm start` is the production server: React (emails) and the libraries take their production paths.
process.env.NODE_ENV ??= "production";

const builtIndex = "dist/web/index.html";
const sources = [
  "src/web",
  "src/shared",
  "src/server/http/precompress.ts",
  "vite.config.ts",
  "package-lock.json",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log("Building the web app...");
  const result = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"],
    {
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import("tsx/esm/api");
register();
await import("../src/server/main.ts");
