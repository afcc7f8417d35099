import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useMe } from "../api/auth";
import { FullScreenLoading } from "../components/loading";
import { PublicLayout } from "../components/public-layout";
import { isPrerendered } from "../prerendered";

// The signed-in plans page brings the app frame with it; visitors never download either.
const SignedInPlans = lazy(async () => {
  const [{ Component: AppFrame }, { Component: Page }] = await Promise.all([
    import("../components/app-frame"),
    import("./investor/plans"),
  ]);
  return {
    default: () => (
      <AppFrame>
        <Page />
      </AppFrame>
    ),
  };
});

const PublicPlans = lazy(async () => {
  const { Component: Page } = await import("./public/plans");
  return {
    default: () => (
      <PublicLayout>
        <Page />
      </PublicLayout>
    ),
  };
});

/** /plans is the signed-in plans page for a signed-in user and the public plans page otherwise. */
export function Component() {
  const me = useMe();
  const { pathname } = useLocation();
  // The prerendered page (for visitors) stays while the session is checked; the server sends the
  // empty shell instead when the request carries a session cookie.
  if (me.isPending && !isPrerendered(pathname)) return <FullScreenLoading />;
  return (
    <Suspense fallback={<FullScreenLoading />}>{me.data ? <SignedInPlans /> : <PublicPlans />}</Suspense>
  );
}
