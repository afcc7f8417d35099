import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";

/**
 * Once the first render is committed (hydration done): marks the document (e2e journeys wait for it
 * before they interact) and calls `onStarted`.
 */
function Started({ onStarted }: { onStarted: (() => void) | undefined }) {
  useEffect(() => {
    if (document.documentElement.dataset.hydrated === "true") return;
    document.documentElement.dataset.hydrated = "true";
    onStarted?.();
  }, [onStarted]);
  return null;
}

/**
 * The whole app around a router. The prerender step (memory router) and the browser (browser
 * router) render this same tree, so hydration matches, generated ids included.
 */
export function AppTree({
  router,
  queryClient,
  onStarted,
}: {
  router: DataRouter;
  queryClient: QueryClient;
  onStarted?: () => void;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Started onStarted={onStarted} />
      </QueryClientProvider>
    </StrictMode>
  );
}
