import "./zod-config";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { queryClient } from "./api/query-client";
import { AppTree } from "./app-tree";
import { initLanguage, isLang, preloadLanguage, rememberLanguage, setLanguage, wantedLang } from "./i18n";
import { markPrerendered } from "./prerendered";
import { resolveLazyRoutes, routes } from "./router";

/**
 * Renders the app into `root`. A prerendered page (the server sent complete HTML, marked
 * `data-prerendered`) is hydrated: in the language it was rendered in, with its route modules and
 * dictionaries loaded first, so the first client render matches the HTML exactly. Then, if the
 * visitor wants another language (a choice kept only in storage), it switches.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const wanted = wantedLang();
  if (root.dataset.prerendered === undefined) {
    initLanguage(wanted);
    createRoot(root).render(<AppTree router={createBrowserRouter(routes)} queryClient={queryClient} />);
    return;
  }
  const htmlLang = document.documentElement.lang;
  const rendered = isLang(htmlLang) ? htmlLang : "en";
  markPrerendered(window.location.pathname);
  initLanguage(rendered);
  await Promise.all([preloadLanguage(rendered), resolveLazyRoutes(routes, window.location.pathname)]);
  hydrateRoot(root, <AppTree router={createBrowserRouter(routes)} queryClient={queryClient} />);
  if (wanted !== rendered) await setLanguage(wanted);
  else if (new URLSearchParams(window.location.search).has("lang")) rememberLanguage(rendered);
}
