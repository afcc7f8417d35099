import type { ReactNode } from "react";

/** A section's heading on the trader's page: the h2 its card's aria-labelledby names. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-base font-semibold">
      {children}
    </h2>
  );
}
