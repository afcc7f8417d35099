import { Link } from "react-router";
import { figures, stats } from "../../../shared/content";
import { PageShell } from "../../components/landing/page-shell";
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
        <section aria-labelledby="mission">
          <h2 id="mission" className="text-2xl font-semibold tracking-tight">
            {t.missionTitle}
          </h2>
          <p className="mt-4 leading-7 text-slate-700 dark:text-slate-300">{t.mission}</p>
        </section>
        <section aria-labelledby="numbers">
          <h2 id="numbers" className="text-2xl font-semibold tracking-tight">
            {t.numbersTitle}
          </h2>
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
        </section>
      </div>
      <section aria-labelledby="values" className="mt-16">
        <h2 id="values" className="text-2xl font-semibold tracking-tight">
          {t.valuesTitle}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {t.values.map((value) => (
            <Card key={value.title} as="li" padding="landing">
              <h3 className="text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{value.text}</p>
            </Card>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="cta"
        className="mt-16 rounded-2xl bg-emerald-700 px-6 py-10 text-center text-white sm:px-10 dark:bg-emerald-900/60"
      >
        <h2 id="cta" className="text-2xl font-semibold tracking-tight">
          {t.ctaTitle}
        </h2>
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
      </section>
    </PageShell>
  );
}
