import { useState } from "react";
import { toast } from "sonner";
import { useVerificationCases } from "../../api/verification";
import { Card } from "../../components/ui/card";
import { Page } from "../../components/ui/page";
import { QueryBlock } from "../../components/ui/query-block";
import { useCaseAge } from "../../components/verification/case-age";
import { CaseReview } from "../../components/verification/case-review";
import { useDict } from "../../i18n";
import enVerification from "../../i18n/en/verification";

const FILTERS = ["pending", "flagged", "approved", "rejected", "document-requested"] as const;
type Filter = (typeof FILTERS)[number];

/** /admin/verifications (issue 32): the review queue, a case's documents beside what the user typed, and the decision. */
export function Component() {
  const t = useDict("verification", enVerification).admin;
  const [filter, setFilter] = useState<Filter>("pending");
  const [selected, setSelected] = useState<string | null>(null);
  const cases = useVerificationCases(filter);
  const age = useCaseAge();
  return (
    <Page title={t.title} intro={t.intro}>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{t.filters}</legend>
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value);
              setSelected(null);
            }}
            className={`rounded-full border px-3 py-1.5 text-sm font-medium ${
              filter === value
                ? "border-emerald-600 bg-emerald-600 text-white"
                : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
            }`}
          >
            {t.filter[value]}
          </button>
        ))}
      </fieldset>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card padding="none" aria-label={t.table}>
          <QueryBlock
            query={cases}
            loading={t.loading}
            error={(error) => error.message}
            isEmpty={(data) => data.length === 0}
            empty={() => <p className="p-5 text-sm text-slate-600 dark:text-slate-400">{t.empty}</p>}
          >
            {(data) => (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {data.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(item.id)}
                      aria-current={selected === item.id ? "true" : undefined}
                      className={`flex w-full flex-col items-start gap-0.5 px-4 py-3 text-left text-sm hover:bg-slate-50 dark:hover:bg-slate-800/60 ${
                        selected === item.id ? "bg-emerald-50 dark:bg-emerald-500/10" : ""
                      }`}
                    >
                      <span className="font-medium text-slate-900 dark:text-white">{item.userName}</span>
                      <span className="break-all text-slate-600 dark:text-slate-400">{item.userEmail}</span>
                      <span className="text-xs text-slate-500 dark:text-slate-400">
                        {t.age}: {age(item.submittedAt)}
                        {item.flagged ? (
                          <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 font-semibold text-red-700 dark:bg-red-500/20 dark:text-red-300">
                            {t.flagged}
                          </span>
                        ) : null}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryBlock>
        </Card>
        {selected ? (
          <CaseReview
            id={selected}
            onDecided={(message) => {
              toast.success(message);
            }}
          />
        ) : null}
      </div>
    </Page>
  );
}
