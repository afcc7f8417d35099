import { type ComponentType, lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useMe } from "../api/auth";
import { isPrerendered } from "../prerendered";
import { FullScreenLoading } from "./loading";
import { PublicLayout } from "./public-layout";

type PageModule = Promise<{ Component: ComponentType }>;

/** The page `page` loads, inside the signed-in app frame (downloaded only by signed-in users). */
export function inAppFrame(page: () => PageModule) {
  return lazy(async () => {
    const [{ Component: AppFrame }, { Component: Page }] = await Promise.all([import("./app-frame"), page()]);
    return {
      default: () => (
        <AppFrame>
          <Page />
        </AppFrame>
      ),
    };
  });
}

/** The page `page` loads, inside the public frame (header with Login, footer). */
export function inPublicFrame(page: () => PageModule) {
  return lazy(async () => {
    const { Component: Page } = await page();
    return {
      default: () => (
        <PublicLayout>
          <Page />
        </PublicLayout>
      ),
    };
  });
}

/**
 * A page every visitor may see, in the frame that fits who reads it: `signedIn` (the app frame: its
 * navigation, no Login button) for a signed-in user, `visitor` (the public frame) otherwise.
 */
export function EitherFrame({
  signedIn: SignedIn,
  visitor: Visitor,
}: {
  signedIn: ComponentType;
  visitor: ComponentType;
}) {
  const me = useMe();
  const { pathname } = useLocation();
  // The prerendered page (for visitors) stays while the session is checked; the server sends the
  // empty shell instead when the request carries a session cookie.
  if (me.isPending && !isPrerendered(pathname)) return <FullScreenLoading />;
  return <Suspense fallback={<FullScreenLoading />}>{me.data ? <SignedIn /> : <Visitor />}</Suspense>;
}
