import "./zod-config";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { queryClient } from "./api/query-client";
import { AppTree } from "./app-tree";
import { initLanguage, preloadLanguage, prerenderedLang, rememberLanguage, wantedLang } from "./i18n";
import { markPrerendered } from "./prerendered";
import { resolveLazyRoutes, routes } from "./router";
import { watchSystemTheme } from "./theme";

/**
 * Renders the app into `root`. A prerendered page (the server sent complete HTML, `data-prerendered`
 * with its language) is hydrated in that language, with its route modules and dictionaries loaded
 * first, so the first client render matches the HTML exactly. When the visitor wants another language
 * (a choice kept in storage but not in the cookie the server reads), the page is rendered afresh in
 * it instead: switching after hydration could change texts of parts still waiting to hydrate.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  // Before the first render, so that a change of the system preference is followed from the moment
  // the document is marked hydrated (an effect would start a moment after that mark).
  watchSystemTheme();
  const rendered = prerenderedLang();
  const wanted = wantedLang(rendered ?? "en");
  const router = () => createBrowserRouter(routes);
  const urlNamesLang = new URLSearchParams(window.location.search).has("lang");
  if (rendered === null || rendered !== wanted) {
    if (rendered !== null) {
      // Keep the prerendered page on screen until the fresh render in `wanted` can replace it.
      await Promise.all([preloadLanguage(wanted), resolveLazyRoutes(routes, window.location.pathname)]);
      markPrerendered(window.location.pathname);
    }
    initLanguage(wanted);
    createRoot(root).render(
      <AppTree
        router={router()}
        queryClient={queryClient}
        // The cookie follows the choice, so the server sends this language next time.
        onStarted={() => (rendered !== null || urlNamesLang) && rememberLanguage(wanted)}
      />,
    );
    return;
  }
  markPrerendered(window.location.pathname);
  initLanguage(rendered);
  await Promise.all([preloadLanguage(rendered), resolveLazyRoutes(routes, window.location.pathname)]);
  hydrateRoot(
    root,
    <AppTree
      router={router()}
      queryClient={queryClient}
      onStarted={() => {
        // A language named in the URL becomes the visitor's choice (storage and cookie).
        if (urlNamesLang) rememberLanguage(rendered);
      }}
    />,
  );
}
