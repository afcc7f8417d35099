// Build-time only (vite.config.ts loads it through Vite's SSR loader after the client build): renders
// each public page in each language to complete HTML. Never part of the browser bundle.
import { QueryClient } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryRouter } from "react-router";
import { ORIGIN_PLACEHOLDER, type PageLang, type PublicPage } from "../shared/public-pages";
import { AppTree } from "./app-tree";
import { initLanguage, preloadLanguage } from "./i18n";
import enMeta, { type MetaDict } from "./i18n/en/meta";
import esMeta from "./i18n/es/meta.json" with { type: "json" };
import frMeta from "./i18n/fr/meta.json" with { type: "json" };
import { resolveLazyRoutes, routes } from "./router";
import { fillTemplate, pageHead } from "./seo";

const metas: Record<PageLang, MetaDict> = { en: enMeta, es: esMeta, fr: frMeta };

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** The complete HTML of `page` in `lang`, from the built index.html `template`. */
export async function renderPage(page: PublicPage, lang: PageLang, template: string): Promise<string> {
  initLanguage(lang);
  await preloadLanguage(lang);
  await resolveLazyRoutes(routes, page.path);
  const router = createMemoryRouter(routes, { initialEntries: [page.path] });
  const render = async () => {
    // A fresh cache per render: no query has data, as in the browser before its first fetch.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // One piece of HTML: without the limit, a large Suspense boundary is sent after the rest and
    // moved into place by an inline script (which the CSP refuses).
    const { prelude } = await prerenderToNodeStream(<AppTree router={router} queryClient={queryClient} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    return streamToString(prelude);
  };
  // The first pass loads what suspends (lazy components, dictionaries); the second renders it all in
  // one go. A boundary that suspended would be completed by inline scripts, which the CSP refuses.
  await render();
  const body = await render();
  router.dispose();
  if (/<script\b/i.test(body)) throw new Error(`prerendering ${page.path} (${lang}) left an inline script`);
  const head = pageHead({ page, lang, meta: metas[lang], origin: ORIGIN_PLACEHOLDER });
  return fillTemplate(template, { lang, head, body });
}
