import { readCents } from "../../../../shared/money";
import type { Copy } from "../../../../shared/schemas/copies";
import { pnlClass, signClass } from "../../../components/ui/sign-tone";
import { useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { Figure } from "../markets/figures";

/**
 * A copy's figures: invested, equity, unrealized and realized P&L, return, tracking gap, fees paid;
 * while it runs, the equity its stop-loss and take-profit close it at.
 */
export function CopyCardFigures({ copy }: { copy: Copy }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const unrealized = readCents(copy.unrealizedPnl);
  const realized = readCents(copy.realizedPnl);
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4 lg:grid-cols-8">
      <Figure label={t.portfolio.invested} value={fmt.usd(readCents(copy.invested))} />
      <Figure label={t.portfolio.equity} value={fmt.usd(readCents(copy.equity))} />
      <Figure
        label={t.portfolio.unrealizedPnl}
        value={fmt.signedUsd(unrealized)}
        tone={pnlClass(unrealized)}
      />
      <Figure label={t.portfolio.realizedPnl} value={fmt.signedUsd(realized)} tone={pnlClass(realized)} />
      <Figure label={t.portfolio.return} value={fmt.rate(copy.return, true)} tone={signClass(copy.return)} />
      <Figure
        label={t.portfolio.trackingGap}
        value={fmt.rate(copy.trackingGap, true)}
        hint={t.portfolio.trackingGapHint}
      />
      <Figure label={t.portfolio.feesPaid} value={fmt.usd(readCents(copy.feesPaid))} />
      {copy.status === "stopped" ? null : (
        <>
          <Figure
            label={t.portfolio.stopLossAt}
            value={`${fmt.usd(readCents(copy.stopLossEquity))} (−${copy.stopLossPercent}%)`}
          />
          {/* The take-profit level of a running copy (issue 31 point 9), or "None". */}
          <Figure
            label={t.manage.takeProfitAt}
            value={
              copy.takeProfitEquity === null
                ? t.manage.none
                : `${fmt.usd(readCents(copy.takeProfitEquity))} (+${copy.takeProfitPercent}%)`
            }
          />
        </>
      )}
    </dl>
  );
}
