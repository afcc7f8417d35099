import type { ReactNode } from "react";
import { errorMessage } from "../../../api/client";
import { useCopy } from "../../../api/copies";
import { ErrorBlock, LoadingBlock } from "../../../components/ui/page";
import { useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { CopyEventLog } from "./copy-event-log";
import { CopyPositionList } from "./copy-position-list";
import { CopyEquityChart, CopyTrades } from "./copy-trades";

/** A copy's details, loaded when opened: open positions, the log, the equity chart and its trades. */
export function CopyDetails({ id }: { id: string }) {
  const t = useDict("copy", enCopy);
  const detail = useCopy(id);
  if (detail.isPending) return <LoadingBlock label={t.loading} />;
  if (detail.isError)
    return <ErrorBlock message={errorMessage(detail.error)} onRetry={() => detail.refetch()} />;
  const { positions, events } = detail.data;
  const open = positions.filter((position) => position.status === "open");
  return (
    <div className="grid grid-cols-1 gap-6 border-t border-slate-200 p-5 sm:p-6 lg:grid-cols-2 dark:border-slate-800">
      <DetailSection
        id={`positions-${id}`}
        title={t.portfolio.positions}
        empty={open.length === 0 ? t.portfolio.positionsEmpty : null}
      >
        <CopyPositionList positions={open} />
      </DetailSection>
      <DetailSection
        id={`events-${id}`}
        title={t.portfolio.events}
        empty={events.length === 0 ? t.portfolio.eventsEmpty : null}
      >
        <CopyEventLog events={events} labelledBy={`events-${id}`} />
      </DetailSection>
      <div className="lg:col-span-2">
        <CopyEquityChart id={id} />
      </div>
      <div className="lg:col-span-2">
        <CopyTrades id={id} />
      </div>
    </div>
  );
}

/** One half of a copy's details: a heading, then its list, or `empty` (the text saying there is none). */
function DetailSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {empty === null ? children : <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{empty}</p>}
    </section>
  );
}
