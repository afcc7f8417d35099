import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";

/** Marks the document once the app runs (e2e journeys wait for it before they interact). */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * The whole app around a router. The prerender step (memory router) and the browser (browser
 * router) render this same tree, so hydration matches, generated ids included.
 */
export function AppTree({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Started />
      </QueryClientProvider>
    </StrictMode>
  );
}
