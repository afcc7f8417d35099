import { Link } from "react-router";
import { PLANS, type Plan, UNLIMITED_PLAN_MAX } from "../../../shared/content";
import { format, useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import { useFormatters } from "../../i18n/formatters";
import { Icon } from "../icons";
import { buttonClass } from "../ui/button";

/** The plan cards (label, range, offers, 'Invest Now' to /register) and the risk note. */
export function PlansGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const t = useDict("common", enCommon).plans;
  const fmt = useFormatters();
  const lang = fmt.lang;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const range = (plan: Plan) =>
    lang === "en"
      ? plan.range
      : format(t.range, {
          min: fmt.wholeUsd(plan.min),
          max: plan.max >= UNLIMITED_PLAN_MAX ? t.unlimited : fmt.wholeUsd(plan.max),
        });
  const offer = (plan: Plan) =>
    lang === "en"
      ? plan.offer
      : t.offer.map((line) => format(line, { roi: plan.roi, days: plan.durationDays }));

  return (
    <div>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {PLANS.map((plan) => (
          <li
            key={plan.id}
            className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
              plan.isRecommended
                ? "border-emerald-500 ring-1 ring-emerald-500 dark:border-emerald-400 dark:ring-emerald-400"
                : "border-slate-200 dark:border-slate-800"
            }`}
          >
            {plan.isRecommended ? (
              <p className="absolute -top-3 left-6 rounded-full bg-emerald-700 px-3 py-0.5 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-slate-950">
                {t.recommended}
              </p>
            ) : null}
            <Heading className="text-lg font-semibold">{t.labels[plan.id]}</Heading>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{range(plan)}</p>
            <p className="mt-5 flex items-baseline gap-2">
              <span className="text-4xl font-semibold tracking-tight text-slate-900 dark:text-white">
                {lang === "en" ? `${plan.roi}%` : fmt.percent(plan.roi)}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{t.perDay}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm">
              {offer(plan).map((line) => (
                <li key={line} className="flex gap-2">
                  <Icon name="check" className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
            <Link
              to="/register"
              className={buttonClass(plan.isRecommended ? "primary" : "secondary", "mt-8 w-full")}
              aria-label={`${t.investNow}: ${t.labels[plan.id]}`}
            >
              {t.investNow}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">{t.riskNote}</p>
    </div>
  );
}
