import { Dialog, VisuallyHidden } from "radix-ui";
import { type ReactNode, useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { useMe } from "../api/auth";
import { useLiveUpdates } from "../api/live-updates";
import { useDict } from "../i18n";
import enCommon from "../i18n/en/common";
import { AppNav, isAdminPath } from "./app-nav";
import { LanguageAndTheme } from "./header-controls";
import { Icon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { FullScreenLoading } from "./loading";
import { Logo, productName } from "./logo";
import { NotificationBell } from "./notification-bell";
import { useSignedInTitle } from "./page-title";
import { UserMenu } from "./user-menu";

const WIDE_QUERY = "(min-width: 770px)";

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";

/** The frame of every signed-in page (investor and admin): top bar, sidebar or drawer, body, footer. */
function AppFrame({ children }: { children?: ReactNode }) {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const admin = isAdminPath(pathname);
  const t = useDict("common", enCommon);
  useLiveUpdates(Boolean(me));
  useSignedInTitle(t, pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer on every navigation
  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    const media = window.matchMedia(WIDE_QUERY);
    const onChange = () => media.matches && setDrawerOpen(false);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);

  if (!me) return <FullScreenLoading />;

  return (
    <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900"
        >
          {t.header.skipToContent}
        </a>
        <header className="sticky top-0 z-40 h-16 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <div className="flex h-full items-center justify-between gap-3 px-4 sm:px-6">
            <div className="flex items-center gap-2">
              <Dialog.Trigger aria-label={t.shell.openNavigation} className={`${iconButton} nav:hidden`}>
                <Icon name="menu" />
              </Dialog.Trigger>
              <Logo to={admin ? "/admin" : "/dashboard"} compactName />
              {admin ? (
                <span className="rounded-md bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white dark:bg-white dark:text-slate-900">
                  {t.shell.admin}
                </span>
              ) : null}
            </div>
            <div className="flex items-center gap-1 sm:gap-2">
              {admin ? null : <NotificationBell />}
              <LanguageAndTheme />
              <UserMenu me={me} />
            </div>
          </div>
        </header>

        <div className="flex flex-1">
          <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white nav:block dark:border-slate-800 dark:bg-slate-900">
            <div className="sticky top-16 h-[calc(100dvh-4rem)] overflow-y-auto p-4">
              <AppNav admin={admin} />
            </div>
          </aside>

          <div className="flex min-w-0 flex-1 flex-col">
            <main id="main" className="flex-1">
              {children ?? <Outlet />}
            </main>
            <footer className="border-t border-slate-200 px-4 py-5 text-xs text-slate-500 sm:px-6 dark:border-slate-800 dark:text-slate-400">
              <div className="flex flex-col gap-1 md:flex-row md:justify-between">
                <p>{t.footer.riskWarning}</p>
                <p>
                  © {new Date().getFullYear()} {productName}
                </p>
              </div>
            </footer>
          </div>
        </div>
      </div>

      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[300px] max-w-full flex-col bg-white shadow-xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in dark:bg-slate-900"
        >
          <VisuallyHidden.Root asChild>
            <Dialog.Title>{t.shell.navigationMenu}</Dialog.Title>
          </VisuallyHidden.Root>
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
            <Logo to={admin ? "/admin" : "/dashboard"} />
            <Dialog.Close aria-label={t.shell.closeNavigation} className={iconButton}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">
            <AppNav admin={admin} onNavigate={() => setDrawerOpen(false)} />
          </div>
          <div className="border-t border-slate-200 p-4 sm:hidden dark:border-slate-800">
            <LanguageSwitch className="w-full" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Route module form (lazy-loaded layout route). */
export const Component = AppFrame;
