import { lazy, type ReactNode, Suspense } from "react";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import { Icon } from "../icons";
import { iconTileClass } from "./section";
import { useNearViewport } from "./use-near-viewport";

// The form brings react-hook-form and zod: fetched when the section nears the viewport.
const ContactForm = lazy(() => import("./contact-form"));

function FormSkeleton() {
  return (
    <div
      className="h-[25rem] animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/60"
      aria-hidden="true"
    />
  );
}

/** One support fact beside the contact form: its icon, what it is, and its value. */
function ContactFact({ icon, title, value }: { icon: ReactNode; title: string; value: string }) {
  return (
    <li className="flex gap-4">
      <span className={`${iconTileClass} shrink-0`}>{icon}</span>
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{value}</p>
      </div>
    </li>
  );
}

/** 'Get in touch with us': text, support facts and the contact form. `eager` loads the form at once. */
export function ContactBlock({ eager = false, headingLevel = 2 }: { eager?: boolean; headingLevel?: 1 | 2 }) {
  const t = useDict("common", enCommon).contact;
  const [ref, near] = useNearViewport<HTMLDivElement>({ rootMargin: "600px" });
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
      <div>
        <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase dark:text-emerald-400">
          {t.eyebrow}
        </p>
        <Heading id="contact-title" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
          {t.title}
        </Heading>
        <p className="mt-4 text-base text-slate-600 dark:text-slate-400">{t.text}</p>
        <ul className="mt-8 space-y-5">
          <ContactFact icon={<Icon name="clock" />} title={t.hours} value={t.hoursValue} />
          <ContactFact icon={<Icon name="mail" />} title={t.response} value={t.responseValue} />
        </ul>
      </div>
      <div
        ref={ref}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        {eager || near ? (
          <Suspense fallback={<FormSkeleton />}>
            <ContactForm />
          </Suspense>
        ) : (
          <FormSkeleton />
        )}
      </div>
    </div>
  );
}

/** #contact on the landing page. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-16 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ContactBlock />
      </div>
    </section>
  );
}
