import { Link } from "react-router";
import { figures } from "../../../shared/content";
import { PageShell } from "../../components/landing/page-shell";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { format, useDict } from "../../i18n";
import enPages from "../../i18n/en/pages";

/** /support (linked from the inactive-account screen). */
export function Component() {
  const t = useDict("pages", enPages).support;
  return (
    <PageShell title={t.title} intro={format(t.intro, { hours: figures.activationHours })}>
      <section aria-labelledby="topics">
        <h2 id="topics" className="text-2xl font-semibold tracking-tight">
          {t.topicsTitle}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {t.topics.map((topic) => (
            <Card key={topic.title} as="li" padding="landing">
              <h3 className="text-lg font-semibold">{topic.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{topic.text}</p>
            </Card>
          ))}
        </ul>
      </section>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/contact" className={buttonClass()}>
          {t.contactButton}
        </Link>
        <Link to="/#faq" className={buttonClass("secondary")}>
          {t.faqButton}
        </Link>
      </div>
    </PageShell>
  );
}
