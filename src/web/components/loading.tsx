import { bootTexts, currentLang } from "../i18n";

export function Spinner({ className = "size-5" }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Shown while the session is checked (spec section 2, signed-in). */
export function FullScreenLoading() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-slate-50 text-slate-600 dark:bg-slate-950 dark:text-slate-300"
    >
      <Spinner className="size-8 text-emerald-600 dark:text-emerald-400" />
      <span className="text-sm font-medium">{bootTexts[currentLang()].loading}</span>
    </div>
  );
}
