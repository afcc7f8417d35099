import type { ReactNode } from "react";
import { bootTexts, useDict, useLang } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { translateMessage } from "../../i18n/translate";
import { Spinner } from "../loading";

/** The body of a signed-in page: a heading (h1), an optional intro line and actions, then content. */
export function Page({
  title,
  intro,
  actions,
  children,
  width = "max-w-6xl",
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  width?: string;
}) {
  return (
    <div className={`mx-auto w-full ${width} px-4 py-6 sm:px-6 sm:py-8 lg:px-8`}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {title}
          </h1>
          {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A section's loading line. */
export function LoadingBlock({ label }: { label?: string }) {
  const lang = useLang();
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500 dark:text-slate-400"
    >
      <Spinner className="size-5 text-emerald-600 dark:text-emerald-400" />
      {label ?? bootTexts[lang].loading}
    </div>
  );
}

/** A section's error with a retry. */
export function ErrorBlock({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const common = useDict("common", enCommon);
  const t = useDict("investor", enInvestor);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-sm">
      <p className="text-slate-700 dark:text-slate-300">{translateMessage(common, message)}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="h-9 rounded-lg border border-slate-300 px-4 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t.tryAgain}
        </button>
      ) : null}
    </div>
  );
}
