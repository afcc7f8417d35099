import { lazy, Suspense, useRef, useState } from "react";
import { type FaqId, faqs, figures } from "../../../shared/content";
import { format, useDict } from "../../i18n";
import enLanding from "../../i18n/en/landing";
import { useHydrated } from "../../prerendered";
import { Icon } from "../icons";
import { Section } from "./section";

// The dialog (Radix) is fetched when a question is first pointed at or focused, not with the page.
const loadDialog = () => import("./faq-dialog");
const FaqDialog = lazy(loadDialog);

export function FaqSection() {
  const t = useDict("landing", enLanding);
  const [open, setOpen] = useState(false);
  // The last question stays shown while the dialog animates out.
  const [shownId, setShownId] = useState<FaqId | null>(null);
  const entry = shownId ? t.faqs[shownId] : undefined;
  const lastQuestion = useRef<HTMLButtonElement | null>(null);
  // The answers open in a dialog, by script: disabled until the app runs (a prerendered page).
  const hydrated = useHydrated();

  return (
    <Section id="faq" heading={t.faqSection} tone="muted">
      <ul className="mx-auto grid max-w-5xl gap-4 md:grid-cols-2">
        {faqs.map(({ id }) => (
          <li key={id}>
            <button
              type="button"
              aria-haspopup="dialog"
              disabled={!hydrated}
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              onClick={(event) => {
                lastQuestion.current = event.currentTarget;
                setShownId(id);
                setOpen(true);
              }}
              className="flex w-full items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white px-5 py-4 text-left font-medium text-slate-900 shadow-sm transition-colors hover:border-emerald-500 hover:bg-emerald-50/40 dark:border-slate-800 dark:bg-slate-900 dark:text-white dark:hover:border-emerald-500/60 dark:hover:bg-emerald-500/5 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <span>{t.faqs[id].question}</span>
              <Icon name="chevronRight" className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
            </button>
          </li>
        ))}
      </ul>
      {shownId ? (
        <Suspense fallback={null}>
          <FaqDialog
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={lastQuestion}
            title={t.faqSection.modalTitle}
            question={entry?.question ?? ""}
            answer={entry ? format(entry.answer, { hours: figures.activationHours }) : ""}
            contactLabel={t.faqSection.contactSupport}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
