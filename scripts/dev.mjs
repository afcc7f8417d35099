// `npm run dev`: Vite dev server on PORT (hot reload) with the API on PORT+1 behind its proxy.
import { spawn } from "node:child_process";

const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
const env = { ...process.env, APP_URL: process.env.APP_URL ?? `http://localhost:${port}` };
const children = [
  spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...env, PORT: String(apiPort) },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], {
    stdio: "inherit",
    env: { ...env, PORT: String(port), API_PORT: String(apiPort) },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", () => stop());
