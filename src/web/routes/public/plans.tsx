import { PageShell } from "../../components/landing/page-shell";
import { PlansGrid } from "../../components/landing/plans-grid";
import { useDict } from "../../i18n";
import enPages from "../../i18n/en/pages";

/** /plans for visitors: the plan cards and how subscribing works. */
export function Component() {
  const t = useDict("pages", enPages).plans;
  return (
    <PageShell title={t.title} intro={t.intro}>
      <PlansGrid headingLevel={2} />
      <section aria-labelledby="how" className="mx-auto mt-16 max-w-3xl">
        <h2 id="how" className="text-2xl font-semibold tracking-tight">
          {t.howTitle}
        </h2>
        <ol className="mt-6 space-y-4">
          {t.steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-sm font-semibold text-white dark:bg-emerald-500 dark:text-slate-950">
                {index + 1}
              </span>
              <span className="pt-1 text-slate-700 dark:text-slate-300">{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </PageShell>
  );
}
