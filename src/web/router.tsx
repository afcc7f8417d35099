import type { ComponentType } from "react";
import { matchRoutes, type RouteObject, redirect } from "react-router";
import { GuestOnly, RequireAdmin, RequireAuth } from "./components/guards";
import { FullScreenLoading } from "./components/loading";
import { PublicLayout } from "./components/public-layout";
import { RootLayout } from "./components/root-layout";
import { RouteError } from "./components/route-error";

// Every page is its own chunk (route `lazy`), so the landing page downloads only what it shows.
// The signed-in frame (with its Radix menus) is a lazy layout route shared by investor and admin pages.
const appFrame = () => import("./components/app-frame");

/** A signed-in area: its guard, then the app frame, then the area's pages. */
function signedInArea(guard: ComponentType, pages: RouteObject[]): RouteObject {
  return { Component: guard, children: [{ lazy: appFrame, children: pages }] };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FullScreenLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, lazy: () => import("./routes/public/landing") },
          { path: "about", lazy: () => import("./routes/public/about") },
          { path: "contact", lazy: () => import("./routes/public/contact") },
          { path: "terms", lazy: () => import("./routes/public/terms") },
          { path: "privacy", lazy: () => import("./routes/public/privacy") },
          { path: "support", lazy: () => import("./routes/public/support") },
          { path: "reset-password", lazy: () => import("./routes/account/reset-password") },
          {
            Component: GuestOnly,
            children: [
              { path: "login", lazy: () => import("./routes/public/login") },
              { path: "register", lazy: () => import("./routes/public/register") },
              { path: "forgot-password", lazy: () => import("./routes/account/forgot-password") },
            ],
          },
          { path: "*", lazy: () => import("./routes/public/not-found") },
        ],
      },
      // Public plans for visitors, the signed-in plans page (in the app frame) for investors.
      { path: "plans", lazy: () => import("./routes/plans") },
      // The traders, in the public frame for visitors and in the app frame for signed-in users.
      { path: "traders", lazy: async () => ({ Component: (await import("./routes/traders-frame")).List }) },
      {
        path: "traders/:id",
        lazy: async () => ({ Component: (await import("./routes/traders-frame")).Detail }),
      },
      // The market screen was /trade until "trade" became the plan subscription's word alone (glossary).
      { path: "trade", loader: ({ request }) => redirect(`/markets${new URL(request.url).search}`) },
      signedInArea(RequireAuth, [
        { path: "dashboard", lazy: () => import("./routes/investor/dashboard") },
        { path: "markets", lazy: () => import("./routes/investor/markets/page") },
        { path: "portfolio", lazy: () => import("./routes/investor/portfolio/page") },
        { path: "transactions", lazy: () => import("./routes/investor/transactions") },
        { path: "deposits", lazy: () => import("./routes/investor/deposits") },
        { path: "deposits/payment", lazy: () => import("./routes/investor/deposit-payment") },
        { path: "withdrawals", lazy: () => import("./routes/investor/withdrawals") },
        { path: "withdrawals/fee", lazy: () => import("./routes/investor/withdrawal-fee") },
        { path: "profile", lazy: () => import("./routes/investor/profile") },
        { path: "referrals", lazy: () => import("./routes/investor/referrals") },
        { path: "verification", lazy: () => import("./routes/investor/verification") },
        { path: "notifications", lazy: () => import("./routes/investor/notifications") },
      ]),
      {
        path: "admin",
        ...signedInArea(RequireAdmin, [
          { index: true, lazy: () => import("./routes/admin/overview") },
          { path: "users", lazy: () => import("./routes/admin/users") },
          { path: "users/:id", lazy: () => import("./routes/admin/user-detail") },
          { path: "transactions", lazy: () => import("./routes/admin/transactions") },
          { path: "traders", lazy: () => import("./routes/admin/traders") },
          { path: "verifications", lazy: () => import("./routes/admin/verifications") },
          { path: "audit", lazy: () => import("./routes/admin/audit") },
          { path: "profile", lazy: () => import("./routes/admin/profile") },
        ]),
      },
    ],
  },
];

/**
 * Loads the `lazy` modules of the routes matching `pathname` into the route objects, so the first
 * render (prerendering, hydration) has the page at once instead of the loading screen.
 */
export async function resolveLazyRoutes(routeList: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routeList, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}
