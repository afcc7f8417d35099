import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { useDict } from "../i18n";
import enCommon from "../i18n/en/common";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";

/** Frame of the public pages: sticky header, page, footer. Renders `children` or the child route. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const t = useDict("common", enCommon);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900"
      >
        {t.header.skipToContent}
      </a>
      <PublicHeader />
      <main id="main" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <PublicFooter />
    </div>
  );
}
