import { readCents } from "../../../../shared/money";
import { MIN_TRADES_BASIS, type TraderDetail } from "../../../../shared/schemas/traders";
import { holdingTime } from "../../../components/copy/holding-time";
import { PastPerformance } from "../../../components/copy/trader-bits";
import { Card } from "../../../components/ui/card";
import { signClass } from "../../../components/ui/sign-tone";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { type Formatters, useFormatters } from "../../../i18n/formatters";
import { TraderFigure, TraderMoneyFigures } from "./list";
import { SectionTitle } from "./section-title";

/** The trader's statistics: returns, drawdown, win rate, ratios, counts, money, and what they rest on. */
export function TraderStats({ trader }: { trader: TraderDetail }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const f = t.figures;
  const returns = [
    [f.return30d, trader.return30d],
    [f.return12m, trader.return12m],
    [f.return7d, trader.return7d],
    [f.return90d, trader.return90d],
    [f.returnSinceStart, trader.returnSinceStart],
  ] as const;
  return (
    <Card aria-labelledby="stats-title" className="lg:col-span-1">
      <SectionTitle id="stats-title">{t.detail.statsTitle}</SectionTitle>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3" data-testid="trader-stats">
        {returns.map(([label, value]) => (
          <TraderFigure
            key={label}
            label={label}
            value={pct(fmt, value, f.notEnough, true)}
            tone={signClass(value)}
          />
        ))}
        <TraderFigure label={f.maxDrawdown} value={pct(fmt, trader.maxDrawdown, f.notEnough)} />
        <TraderFigure label={f.winRate} value={pct(fmt, trader.winRate, f.notEnough)} />
        <TraderFigure
          label={f.profitFactor}
          value={trader.profitFactor === null ? f.notEnough : decimal(fmt, trader.profitFactor)}
        />
        <TraderFigure label={f.averageHolding} value={holdingTime(t, trader.averageHoldingSeconds)} />
        <TraderFigure
          label={f.tradesPerWeek}
          value={trader.tradesPerWeek === null ? f.notEnough : decimal(fmt, trader.tradesPerWeek)}
        />
        <TraderFigure
          label={f.sharpeRatio}
          value={trader.sharpeRatio === null ? f.notEnough : decimal(fmt, trader.sharpeRatio)}
        />
        <TraderFigure label={f.tradesBasis} value={fmt.count(trader.tradesBasis)} />
        <TraderFigure label={f.closedCount} value={fmt.count(trader.closedPositionCount)} />
        <TraderFigure label={f.copiers} value={fmt.count(trader.copiers)} />
        <TraderFigure label={f.copiedAmount} value={fmt.usd(readCents(trader.copiedAmount))} />
        <TraderMoneyFigures trader={trader} />
        <div className="col-span-2">
          <dt className="text-xs text-slate-600 dark:text-slate-400">{f.assetClasses}</dt>
          <dd className="mt-0.5 text-sm font-semibold" data-testid="asset-classes">
            {trader.assetClasses.length === 0
              ? f.notEnough
              : trader.assetClasses
                  .map(
                    (item) =>
                      `${f.assetClassNames[item.assetClass as keyof typeof f.assetClassNames] ?? item.assetClass} ${fmt.rate(item.share)}`,
                  )
                  .join(" · ")}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid="trades-basis">
        {format(f.basisRule, {
          count: fmt.count(trader.tradesBasis),
          minimum: fmt.count(MIN_TRADES_BASIS),
        })}
      </p>
      <PastPerformance className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800" />
    </Card>
  );
}

function pct(fmt: Formatters, text: string | null, fallback: string, signed = false): string {
  return text === null ? fallback : fmt.rate(text, signed);
}

function decimal(fmt: Formatters, text: string): string {
  const value = Number(text);
  return Number.isFinite(value) ? fmt.decimal(value, 2) : text;
}
