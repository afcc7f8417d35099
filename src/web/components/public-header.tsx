import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useDict } from "../i18n";
import enCommon from "../i18n/en/common";
import { useHydrated } from "../prerendered";
import { LanguageAndTheme } from "./header-controls";
import { Icon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { useBodyScrollLock } from "./use-body-scroll-lock";

const publicLinks = [
  { to: "/", key: "home" },
  { to: "/about", key: "about" },
  { to: "/traders", key: "traders" },
  { to: "/plans", key: "plans" },
  { to: "/contact", key: "contact" },
] as const;

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-2 text-sm font-medium transition-colors xl:px-3 ${
    isActive
      ? "text-emerald-700 dark:text-emerald-400"
      : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
  }`;

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-4 py-3 text-base font-medium ${
    isActive
      ? "bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-400"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
  }`;

const loginButtonClass =
  "h-10 items-center justify-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400";

export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const t = useDict("common", enCommon);
  // The menu opens by script: its button is disabled (visibly) until the app runs, rather than
  // dropping a click on a prerendered page. The footer's links and language switch work without it.
  const hydrated = useHydrated();

  useBodyScrollLock(open);

  // Close on navigation (covers link clicks and browser back/forward).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== "Tab" || !panelRef.current) return;
      // Keep focus inside the open menu.
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>("a, button, select")];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // Leaving the mobile breakpoint closes the menu.
  useEffect(() => {
    const media = window.matchMedia("(min-width: 64rem)");
    const onChange = () => media.matches && setOpen(false);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);

  // Any press outside the panel and its toggle closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    <>
      <header className="sticky top-0 z-40 h-16 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo compactName="narrow" />
          <nav aria-label={t.header.mainNav} className="hidden items-center gap-1 lg:flex">
            {publicLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end className={desktopLink}>
                {t.nav[link.key]}
              </NavLink>
            ))}
          </nav>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <LanguageAndTheme />
            <Link to="/login" className={`${loginButtonClass} hidden sm:inline-flex`}>
              {t.nav.login}
            </Link>
            <button
              ref={toggleRef}
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
              disabled={!hydrated}
              aria-expanded={open}
              aria-controls={menuId}
              aria-label={open ? t.header.closeMenu : t.header.openMenu}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <Icon name="close" /> : <Icon name="menu" />}
            </button>
          </div>
        </div>
      </header>

      {/* Slide-in menu below the lg breakpoint (the links, switch and Login need ~900 px in es/fr). Kept mounted so aria-controls always points at it. */}
      <div className={`lg:hidden ${open ? "" : "pointer-events-none"}`}>
        <div
          aria-hidden="true"
          className={`fixed inset-0 top-16 z-40 h-[calc(100dvh-4rem)] bg-slate-950/40 transition-opacity duration-200 ${
            open ? "opacity-100" : "opacity-0"
          }`}
        />
        <div
          ref={panelRef}
          id={menuId}
          inert={!open}
          className={`fixed top-16 right-0 z-50 flex h-[calc(100dvh-4rem)] w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto border-l border-slate-200 bg-white p-4 shadow-xl transition-[transform,visibility] duration-200 dark:border-slate-800 dark:bg-slate-900 ${
            open ? "visible translate-x-0" : "invisible translate-x-full"
          }`}
        >
          <nav aria-label={t.header.mobileNav} className="flex flex-col gap-1">
            {publicLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end className={mobileLink} onClick={() => setOpen(false)}>
                {t.nav[link.key]}
              </NavLink>
            ))}
          </nav>
          <Link to="/login" className={`${loginButtonClass} mt-4 flex w-full`} onClick={() => setOpen(false)}>
            {t.nav.login}
          </Link>
          <LanguageSwitch className="mt-4 w-full" />
        </div>
      </div>
    </>
  );
}
