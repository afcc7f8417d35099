import { useState } from "react";
import { Link } from "react-router";
import { type Cents, readCents, sumCents } from "../../../../shared/money";
import type { Copy } from "../../../../shared/schemas/copies";
import { ModeMark } from "../../../components/copy/trader-marks";
import { Icon } from "../../../components/icons";
import { Card } from "../../../components/ui/card";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { PnlHeadline } from "../markets/figures";
import { CopyActionButton } from "./copy-action-button";
import { CopyCardFigures } from "./copy-card-figures";
import { CopyDetails } from "./copy-details";
import { EditCopyDialog } from "./edit-copy-dialog";
import { FundsDialog } from "./funds-dialog";
import { StatusBadge } from "./status-badge";

/** A copy's P&L before profit share: unrealized plus realized. */
function grossPnl(copy: Pick<Copy, "unrealizedPnl" | "realizedPnl">): Cents {
  return sumCents([readCents(copy.unrealizedPnl), readCents(copy.realizedPnl)]);
}

/** One copy: its trader, status and dates, P&L after and before profit share, figures, actions and details. */
export function CopyCard({ copy }: { copy: Copy }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const [expanded, setExpanded] = useState(false);
  const titleId = `copy-${copy.id}`;
  const detailsId = `copy-details-${copy.id}`;
  const stopped = copy.status === "stopped";
  return (
    <Card
      as="li"
      padding="none"
      data-testid="copy-card"
      data-copy-id={copy.id}
      data-status={copy.status}
      aria-labelledby={titleId}
    >
      <div className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
              <Link
                to={`/traders/${encodeURIComponent(copy.trader.id)}`}
                className="rounded hover:text-emerald-700 dark:hover:text-emerald-400"
              >
                {format(t.portfolio.copyOf, { name: copy.trader.displayName })}
              </Link>
            </h2>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
              <StatusBadge copy={copy} />
              <ModeMark mode={copy.mode} />
              <span>
                {stopped && copy.stoppedAt
                  ? `${format(t.portfolio.stoppedOn, { date: fmt.mediumDate(copy.stoppedAt) })}${
                      copy.stopReason ? ` (${t.portfolio.stopReasons[copy.stopReason]})` : ""
                    }`
                  : format(t.portfolio.started, { date: fmt.mediumDate(copy.createdAt) })}
              </span>
            </div>
          </div>
          {/* The headline is after profit share, like Return (issue 31 point 2); the gross under it. */}
          <div className="text-right">
            <p className="text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
              {t.portfolio.pnlNet}
            </p>
            <PnlHeadline pnl={readCents(copy.netPnl)} label={t.portfolio.pnlNet} testId="copy-pnl" />
            <p
              className="text-xs text-slate-600 tabular-nums dark:text-slate-400"
              data-testid="copy-pnl-gross"
            >
              {format(t.portfolio.pnlGross, { value: fmt.signedUsd(grossPnl(copy)) })}
            </p>
          </div>
        </div>

        <CopyCardFigures copy={copy} />
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid="tracking-gap-line">
          {format(t.portfolio.trackingGapLine, { hint: t.portfolio.trackingGapHint })}
        </p>

        <div className="mt-4 flex flex-wrap items-center gap-2">
          {stopped ? null : (
            <>
              <CopyActionButton copy={copy} action={copy.status === "active" ? "pause" : "resume"} />
              <EditCopyDialog copy={copy} />
              <FundsDialog copy={copy} direction="add" />
              <FundsDialog copy={copy} direction="remove" />
              <CopyActionButton copy={copy} action="stop" />
            </>
          )}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((value) => !value)}
            className="ml-auto inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium text-emerald-700 hover:bg-emerald-50 dark:text-emerald-400 dark:hover:bg-emerald-500/10"
          >
            {expanded ? t.portfolio.hideDetails : t.portfolio.showDetails}
            <Icon
              name="chevronDown"
              className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`}
            />
          </button>
        </div>
      </div>
      <div id={detailsId} hidden={!expanded}>
        {expanded ? <CopyDetails id={copy.id} /> : null}
      </div>
    </Card>
  );
}
