import { useSyncExternalStore } from "react";

/**
 * Whether the page at `pathname` is (being) prerendered: at build time, and in the browser for the
 * page the server sent as complete HTML until the visitor moves on. Screens that wait for the
 * session (GuestOnly, /plans) show their visitor version meanwhile instead of the loading screen, so
 * hydration finds what the HTML has.
 */
let prerenderedPath: string | null = typeof window === "undefined" ? "*" : null;

export function markPrerendered(pathname: string): void {
  prerenderedPath = pathname;
}

export function isPrerendered(pathname: string): boolean {
  return prerenderedPath === "*" || prerenderedPath === pathname;
}

const noSubscription = () => () => {};

/**
 * False while rendering on the server and while hydrating a prerendered page, true afterwards (and
 * at once in a page the browser renders itself). A prerendered form cannot be sent before the app
 * runs: the browser would submit it natively, putting the fields (a password) in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
