import type { Verification } from "../../../shared/schemas/verification";
import { format, useDict } from "../../i18n";
import enVerification from "../../i18n/en/verification";
import { useFormatters } from "../../i18n/formatters";
import { Icon } from "../icons";
import { Card, CardTitle } from "../ui/card";
import { Notice } from "../ui/notice";

/** Where the user stands: the level, the steps with their progress, what each level unlocks, the reviewer's reason. */
export function StepsCard({
  verification,
  depositLimit,
}: {
  verification: Verification;
  depositLimit: string;
}) {
  const t = useDict("verification", enVerification);
  const f = useFormatters();
  const page = t.page;
  const done = verification.steps.filter((step) => step.done).length;
  const total = verification.steps.length;
  const reason = verification.reviewerReason;
  return (
    <Card aria-labelledby="verification-steps" className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="verification-steps">{format(page.levelNow, { level: verification.level })}</CardTitle>
        <p
          className="text-sm font-medium text-slate-700 dark:text-slate-300"
          data-testid="verification-status"
        >
          {page.status[verification.status]}
        </p>
      </div>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{format(page.progress, { done, total })}</p>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-label={format(page.progress, { done, total })}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
        >
          <div className="h-full rounded-full bg-emerald-500" style={{ width: `${(done / total) * 100}%` }} />
        </div>
      </div>
      <ol className="grid gap-2 sm:grid-cols-2">
        {verification.steps.map((step, index) => (
          <li key={step.id} className="flex items-start gap-2 text-sm">
            <span
              className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                step.done
                  ? "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/20 dark:text-emerald-300"
                  : "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
              }`}
            >
              {step.done ? <Icon name="check" className="size-3.5" /> : index + 1}
            </span>
            <span className="text-slate-800 dark:text-slate-200">
              {page.steps[step.id]}
              <span className="sr-only"> ({step.done ? page.done : page.todo})</span>
              {step.id === "email" && !step.done ? (
                <span className="block text-xs text-slate-500 dark:text-slate-400">{page.emailHint}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {reason ? (
        <Notice role="note" title={page.reviewer} className="rounded-xl p-4 text-sm">
          <p>{format(page.reasonLabel, { reason: t.reasons[reason.reason] })}</p>
          {reason.note ? <p>{format(page.noteLabel, { note: reason.note })}</p> : null}
          {reason.requestedKind ? (
            <p>{format(page.requested, { document: t.documents.kinds[reason.requestedKind] })}</p>
          ) : null}
        </Notice>
      ) : null}
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{page.levels}</h3>
        <ul className="mt-2 space-y-1 text-sm text-slate-600 dark:text-slate-400">
          <li>{page.level0}</li>
          <li>{format(page.level1, { limit: f.usd(depositLimit) })}</li>
          <li>{page.level2}</li>
        </ul>
        {verification.depositLimitLeft !== null && verification.depositLimit !== null ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {format(page.limitLeft, {
              amount: f.usd(verification.depositLimitLeft),
              limit: f.usd(verification.depositLimit),
            })}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
