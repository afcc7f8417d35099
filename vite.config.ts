import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { createServer, defineConfig, type Plugin } from "vite";
import { precompressDir } from "./src/server/http/precompress.ts";
import { PAGE_LANGS, PRERENDERED_DIR, pageFile, publicPages } from "./src/shared/public-pages.ts";

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * After the client build: renders every public page in every language to complete HTML (decision
 * 0015) into `<outDir>/_pages` (the server puts the site's origin in and serves them), then writes
 * .br and .gz beside every compressible built file (decision 0009).
 */
function prerenderAndPrecompress(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "ste-prerender-precompress",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
      const template = await readFile(join(outDir, "index.html"), "utf8");
      const server = await createServer({
        configFile: false,
        root,
        logLevel: "warn",
        appType: "custom",
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderPage } = (await server.ssrLoadModule(
          "/prerender.tsx",
        )) as typeof import("./src/web/prerender");
        for (const page of publicPages) {
          for (const lang of PAGE_LANGS) {
            const file = join(outDir, PRERENDERED_DIR, pageFile(page.path, lang));
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, await renderPage(page, lang, template));
          }
        }
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), prerenderAndPrecompress()],
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: false },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/healthz": `http://127.0.0.1:${apiPort}`,
      "/readyz": `http://127.0.0.1:${apiPort}`,
      "/uploads": `http://127.0.0.1:${apiPort}`,
    },
  },
});
