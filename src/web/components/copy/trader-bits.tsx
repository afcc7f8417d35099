import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { COPY_RISK_SCORE_LIMIT } from "../../../shared/schemas/copies";
import type { TraderSummary } from "../../../shared/schemas/traders";
import { useMe } from "../../api/auth";
import { useToggleFavourite } from "../../api/traders";
import { format, useDict } from "../../i18n";
import enCopy from "../../i18n/en/copy";
import { Icon } from "../icons";
import { Button, buttonClass } from "../ui/button";
import { CopyDialog } from "./copy-dialog/copy-dialog";

/** 'Past performance is not a reliable indicator of future results', as prominent as the figures beside it. */
export function PastPerformance({ className = "" }: { className?: string }) {
  const t = useDict("copy", enCopy);
  return (
    <p
      className={`flex items-start gap-2 text-sm font-medium text-amber-900 dark:text-amber-200 ${className}`}
      data-testid="past-performance"
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {t.pastPerformance}
    </p>
  );
}

/** The traders' pages' note: past performance, then the risk warning, in an amber box. */
export function RiskNote({ className = "" }: { className?: string }) {
  const t = useDict("copy", enCopy);
  return (
    <div
      role="note"
      className={`${className} rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 dark:border-amber-400/30 dark:bg-amber-400/10`}
    >
      <PastPerformance />
      <p className="mt-1 pl-6 text-sm text-amber-900 dark:text-amber-200">{t.riskWarning}</p>
    </div>
  );
}

/** The risk score as a small gauge: "Risk score 5/10", coloured by band. */
export function RiskScore({ score }: { score: number }) {
  const t = useDict("copy", enCopy);
  const tone =
    score >= COPY_RISK_SCORE_LIMIT
      ? "bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200"
      : score >= 5
        ? "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
        : "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200";
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold tabular-nums ${tone}`}
      data-testid="risk-score"
    >
      <span className="font-medium">{t.figures.riskScore}</span>
      {format(t.figures.riskScoreValue, { score })}
    </span>
  );
}

/** Why no new copy can start, or null. */
function copyRefusal(t: typeof enCopy, trader: Pick<TraderSummary, "status" | "riskScore">): string | null {
  if (trader.status !== "active") return t.detail.copyRefusedStatus;
  if (trader.riskScore >= COPY_RISK_SCORE_LIMIT) return t.detail.copyRefusedRisk;
  return null;
}

/**
 * Copy: the dialog for a signed-in user, the sign-in page for a visitor (prerendered pages show
 * the visitor's link until the session is known).
 */
export function CopyTraderButton({
  trader,
  className = "",
}: {
  trader: Pick<TraderSummary, "id" | "displayName" | "profitSharePercent" | "status" | "riskScore">;
  className?: string;
}) {
  const t = useDict("copy", enCopy);
  const me = useMe();
  const [open, setOpen] = useState(false);
  const refusal = copyRefusal(t, trader);
  if (refusal) {
    return (
      <p className={`text-sm text-slate-600 dark:text-slate-400 ${className}`} data-testid="copy-refused">
        {refusal}
      </p>
    );
  }
  if (!me.data || me.data.isAdmin) {
    if (me.data?.isAdmin) return null;
    return (
      // Back to this trader's page after signing in, from the list too (issue 31 point 14).
      <Link
        to="/login"
        state={{ from: { pathname: `/traders/${encodeURIComponent(trader.id)}` } }}
        className={buttonClass("primary", className)}
      >
        {t.detail.signInToCopy}
        <span className="sr-only"> ({trader.displayName})</span>
      </Link>
    );
  }
  return (
    <>
      <Button className={className} onClick={() => setOpen(true)}>
        {t.detail.copyAction}
        <span className="sr-only"> {trader.displayName}</span>
      </Button>
      <CopyDialog trader={trader} open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * The star that watches a trader without copying (favourites, issue 31): a toggle button that says
 * what it does and whether it is on (aria-pressed), for signed-in investors.
 */
export function FavouriteButton({
  trader,
  watched,
}: {
  trader: Pick<TraderSummary, "id" | "displayName">;
  watched: boolean;
}) {
  const t = useDict("copy", enCopy);
  const toggle = useToggleFavourite();
  const label = format(watched ? t.favourite.remove : t.favourite.add, { name: trader.displayName });
  return (
    <button
      type="button"
      aria-pressed={watched}
      aria-label={label}
      title={label}
      data-testid="favourite"
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { id: trader.id, watch: !watched },
          {
            onSuccess: () =>
              toast.success(
                format(watched ? t.favourite.removed : t.favourite.added, { name: trader.displayName }),
              ),
          },
        )
      }
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg border text-xl leading-none disabled:opacity-60 ${
        watched
          ? "border-amber-400 bg-amber-50 text-amber-600 dark:border-amber-500/60 dark:bg-amber-500/10 dark:text-amber-400"
          : "border-slate-300 text-slate-500 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-400 dark:hover:bg-slate-800"
      }`}
    >
      <span aria-hidden="true">{watched ? "★" : "☆"}</span>
    </button>
  );
}
