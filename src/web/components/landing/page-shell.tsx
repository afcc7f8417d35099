import type { ReactNode } from "react";
import { format, useDict } from "../../i18n";
import enPages from "../../i18n/en/pages";
import { useFormatters } from "../../i18n/formatters";
import { Card } from "../ui/card";

/** A public content page: a header band with title and intro, then the body. */
export function PageShell({
  eyebrow,
  title,
  intro,
  children,
  width = "max-w-7xl",
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  width?: string;
}) {
  return (
    <>
      <div className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900/40">
        <div className={`mx-auto ${width} px-4 py-12 sm:px-6 sm:py-16 lg:px-8`}>
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase dark:text-emerald-400">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
          {intro ? (
            <div className="mt-4 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{intro}</div>
          ) : null}
        </div>
      </div>
      <div className={`mx-auto ${width} px-4 py-12 sm:px-6 sm:py-16 lg:px-8`}>{children}</div>
    </>
  );
}

/** A content page's section: its h2 (named by `id`), then the content. */
export function PageSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Three columns of titled text cards (the about page's values, the support topics). */
export function TextCards({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <Card key={item.title} as="li" padding="landing">
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{item.text}</p>
        </Card>
      ))}
    </ul>
  );
}

/** /terms and /privacy: the page's title and intro, then its numbered sections. */
export function LegalPage({ page }: { page: "terms" | "privacy" }) {
  const t = useDict("pages", enPages);
  const date = useFormatters().longDate(LEGAL_UPDATED);
  return (
    <PageShell title={t[page].title} intro={t[page].intro}>
      <LegalBody
        sections={t[page].sections}
        updated={format(t.updated, { date })}
        onThisPage={t.onThisPage}
      />
    </PageShell>
  );
}

/** Terms and privacy: numbered sections with a table of contents. */
function LegalBody({
  sections,
  updated,
  onThisPage,
}: {
  sections: readonly { title: string; body: readonly string[] }[];
  updated: string;
  onThisPage: string;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={onThisPage} className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{onThisPage}</h2>
        <ol className="mt-3 space-y-2 text-sm">
          {sections.map((section, index) => (
            <li key={section.title}>
              <a
                href={`#section-${index + 1}`}
                className="rounded text-slate-600 hover:text-emerald-700 dark:text-slate-400 dark:hover:text-emerald-400"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl">
        <p className="text-sm text-slate-600 dark:text-slate-400">{updated}</p>
        {sections.map((section, index) => (
          <section key={section.title} id={`section-${index + 1}`} className="mt-10 scroll-mt-24 first:mt-6">
            <h2 className="text-xl font-semibold">{section.title}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-7 text-slate-700 dark:text-slate-300">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

/** The date the legal texts were last changed (shown on /terms and /privacy). */
const LEGAL_UPDATED = new Date(Date.UTC(2026, 10, 1));
