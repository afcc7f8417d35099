import { type PointerEvent, useRef, useState } from "react";
import { testimonials } from "../../../shared/content";
import { format, useDict } from "../../i18n";
import enLanding from "../../i18n/en/landing";
import { useHydrated } from "../../prerendered";
import { Icon } from "../icons";
import { Section } from "./section";

/** A horizontal drag longer than this changes the slide (spec section 9). */
const SWIPE_THRESHOLD_PX = 75;

const arrowClass =
  "shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800";

/** Five testimonials: previous/next, dots, wraps at both ends, swipe over 75 px. */
export function TestimonialsSection() {
  const t = useDict("landing", enLanding);
  const labels = t.testimonialsSection;
  const total = testimonials.length;
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  // The carousel moves by script: its buttons are disabled (visibly) until the app runs, rather than
  // dropping a click on the prerendered page.
  const hydrated = useHydrated();

  const go = (next: number) => setIndex(((next % total) + total) % total);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <Section heading={labels}>
      <section
        aria-roledescription="carousel"
        aria-label={labels.carouselLabel}
        className="mx-auto max-w-3xl"
      >
        <div className="flex items-center gap-2 sm:gap-4">
          <button
            type="button"
            disabled={!hydrated}
            className={`${arrowClass} hidden size-11 sm:inline-flex`}
            onClick={() => go(index - 1)}
            aria-label={labels.previous}
          >
            <Icon name="chevronLeft" />
          </button>
          <div
            className="min-w-0 flex-1 touch-pan-y overflow-hidden select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              start.current = null;
            }}
            data-testid="testimonial-viewport"
          >
            <div
              className="flex transition-transform duration-300 ease-out"
              style={{ transform: `translateX(-${index * 100}%)` }}
              aria-live="polite"
            >
              {testimonials.map((item, position) => {
                const current = position === index;
                return (
                  <figure
                    key={item.id}
                    aria-roledescription="slide"
                    aria-label={format(labels.slide, { n: position + 1, total })}
                    aria-hidden={!current}
                    inert={!current}
                    className="w-full shrink-0 px-1"
                  >
                    <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
                      <svg
                        viewBox="0 0 32 32"
                        className="mx-auto size-8 text-emerald-600 dark:text-emerald-400"
                        fill="currentColor"
                        aria-hidden="true"
                        focusable="false"
                      >
                        <path d="M10 8c-4 2-6 6-6 10v6h8v-8H8c0-3 1-5 4-6l-2-2zm14 0c-4 2-6 6-6 10v6h8v-8h-4c0-3 1-5 4-6l-2-2z" />
                      </svg>
                      <blockquote className="mt-4 flex-1 text-lg text-slate-800 text-balance sm:text-xl dark:text-slate-100">
                        <p>
                          “
                          {t.testimonials[item.id as keyof typeof t.testimonials]?.testimony ??
                            item.testimony}
                          ”
                        </p>
                      </blockquote>
                      <figcaption className="mt-6 flex items-center justify-center gap-3">
                        <span
                          aria-hidden="true"
                          className="inline-flex size-11 items-center justify-center rounded-full bg-emerald-700 text-sm font-semibold text-white dark:bg-emerald-500 dark:text-slate-950"
                        >
                          {item.initials}
                        </span>
                        <span className="text-left">
                          <span className="block font-semibold text-slate-900 dark:text-white">
                            {item.name}
                          </span>
                          <span className="block text-sm text-slate-600 dark:text-slate-400">
                            {t.testimonials[item.id as keyof typeof t.testimonials]?.role ?? item.role}
                          </span>
                        </span>
                      </figcaption>
                    </div>
                  </figure>
                );
              })}
            </div>
          </div>
          <button
            type="button"
            disabled={!hydrated}
            className={`${arrowClass} hidden size-11 sm:inline-flex`}
            onClick={() => go(index + 1)}
            aria-label={labels.next}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
        <div className="mt-6 flex items-center justify-center gap-3">
          <button
            type="button"
            disabled={!hydrated}
            className={`${arrowClass} inline-flex size-10 sm:hidden`}
            onClick={() => go(index - 1)}
            aria-label={labels.previous}
          >
            <Icon name="chevronLeft" />
          </button>
          <div className="flex items-center">
            {testimonials.map((item, position) => (
              <button
                key={item.id}
                type="button"
                disabled={!hydrated}
                onClick={() => go(position)}
                aria-label={format(labels.goTo, { n: position + 1, total })}
                aria-current={position === index ? "true" : undefined}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${
                    position === index
                      ? "w-6 bg-emerald-600 dark:bg-emerald-400"
                      : "w-2.5 bg-slate-300 group-hover:bg-slate-400 dark:bg-slate-600 dark:group-hover:bg-slate-500"
                  }`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            disabled={!hydrated}
            className={`${arrowClass} inline-flex size-10 sm:hidden`}
            onClick={() => go(index + 1)}
            aria-label={labels.next}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      </section>
    </Section>
  );
}
