import type { ReactNode } from "react";

/** The texts above a section's content: each dictionary groups them per section. */
interface SectionHeading {
  eyebrow: string;
  title: string;
  subtitle?: string;
}

interface SectionProps {
  id?: string;
  heading: SectionHeading;
  /** "muted" gives the section the alternate background. */
  tone?: "plain" | "muted";
  children: ReactNode;
}

/** A landing section: eyebrow, heading, optional subtitle, content. Anchored sections clear the sticky header. */
export function Section({ id, heading, tone = "plain", children }: SectionProps) {
  const { eyebrow, title, subtitle } = heading;
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-16 py-16 sm:py-20 ${tone === "muted" ? "bg-white dark:bg-slate-900/40" : ""}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase dark:text-emerald-400">
            {eyebrow}
          </p>
          <h2 id={headingId} className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {subtitle ? <p className="mt-4 text-base text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}

export const iconTileClass =
  "inline-flex size-11 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-400";
