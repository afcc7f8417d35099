import { Link } from "react-router";
import { figures, stats } from "../../../shared/content";
import { PageSection, PageShell, TextCards } from "../../components/landing/page-shell";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { format, useDict } from "../../i18n";
import enPages from "../../i18n/en/pages";

export function Component() {
  const t = useDict("pages", enPages).about;
  const numbers = [
    { label: t.years, value: `${figures.yearsOfExperience}+` },
    ...stats.map((stat) => ({
      label: { winRate: t.winRate, profitFactor: t.profitFactor, tradeDuration: t.tradeDuration }[stat.id],
      value: stat.value,
    })),
  ];
  return (
    <PageShell title={t.title} intro={t.intro}>
      <div className="grid gap-12 lg:grid-cols-2">
        <PageSection id="mission" title={t.missionTitle}>
          <p className="mt-4 leading-7 text-slate-700 dark:text-slate-300">{t.mission}</p>
        </PageSection>
        <PageSection id="numbers" title={t.numbersTitle}>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {numbers.map((item) => (
              <Card
                key={item.label}
                as="div"
                padding="landing"
                className="flex flex-col-reverse justify-end p-5"
              >
                <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{item.label}</dt>
                <dd className="text-3xl font-semibold tracking-tight">{item.value}</dd>
              </Card>
            ))}
          </dl>
        </PageSection>
      </div>
      <PageSection id="values" title={t.valuesTitle} className="mt-16">
        <TextCards items={t.values} />
      </PageSection>
      <PageSection
        id="cta"
        title={t.ctaTitle}
        className="mt-16 rounded-2xl bg-emerald-700 px-6 py-10 text-center text-white sm:px-10 dark:bg-emerald-900/60"
      >
        <p className="mt-3 text-emerald-50">{format(t.ctaText, { hours: figures.activationHours })}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to="/register"
            className={buttonClass(
              "primary",
              "bg-white text-emerald-800 hover:bg-emerald-50 dark:bg-white dark:text-emerald-900 dark:hover:bg-emerald-50",
            )}
          >
            {t.ctaButton}
          </Link>
          <Link to="/plans" className={buttonClass("secondary")}>
            {t.ctaPlans}
          </Link>
        </div>
      </PageSection>
    </PageShell>
  );
}
