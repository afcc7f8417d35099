import { riskBands, volatilityFloor } from "../../../../shared/risk-bands";
import type { TraderDetail } from "../../../../shared/schemas/traders";
import { RiskScore } from "../../../components/copy/trader-bits";
import { Card } from "../../../components/ui/card";
import { DataTable } from "../../../components/ui/data-table";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { SectionTitle } from "./section-title";

/** The risk score with its formula, floors, the volatility it rests on, the published bands and the Sharpe formula. */
export function RiskCard({ trader }: { trader: TraderDetail }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const pctOf = (value: number) => fmt.rate(String(value));
  return (
    <Card aria-labelledby="risk-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionTitle id="risk-title">{t.detail.riskTitle}</SectionTitle>
        <RiskScore score={trader.riskScore} />
      </div>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t.detail.riskFormula}</p>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {format(t.detail.riskFloors, {
          floors: (Object.keys(volatilityFloor) as (keyof typeof volatilityFloor)[])
            .map((kind) => `${t.figures.assetClassNames[kind]} ${pctOf(volatilityFloor[kind])}`)
            .join(", "),
        })}
      </p>
      {trader.volatility !== null ? (
        <p className="mt-2 text-sm font-medium">
          {format(t.detail.riskVolatility, { value: fmt.rate(trader.volatility) })}
        </p>
      ) : null}
      <h3 className="mt-3 text-sm font-semibold">{t.detail.riskBasisTitle}</h3>
      {trader.riskBasis.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.detail.riskBasisNone}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-300" data-testid="risk-basis">
          {trader.riskBasis.map((item) => (
            <li key={item.symbol}>
              {format(t.detail.riskBasisRow, {
                symbol: item.symbol,
                volatility: fmt.rate(item.volatility),
                source: t.detail.riskSources[item.source],
                priced: t.detail.riskPriced[item.priced],
              })}
            </li>
          ))}
        </ul>
      )}
      <DataTable
        className="mt-4 w-full text-sm"
        label={t.detail.riskBands}
        labels={[t.detail.riskBandRange, t.detail.riskBandVolatility]}
        cellClass="pb-1 font-medium"
        headRowClass="text-left text-xs text-slate-600 dark:text-slate-400"
        bodyClass="tabular-nums"
      >
        {riskBands.map((band, index) => {
          const previous = riskBands[index - 1]?.below ?? 0;
          const current = band.score === trader.riskScore;
          return (
            <tr
              key={band.score}
              className={current ? "bg-emerald-50 font-semibold dark:bg-emerald-500/10" : undefined}
              aria-current={current ? "true" : undefined}
            >
              <td className="py-0.5 pl-1">{band.score}</td>
              <td className="py-0.5">
                {band.below === null ? `≥ ${pctOf(previous)}` : `${pctOf(previous)} – < ${pctOf(band.below)}`}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t.detail.riskLimit}</p>
      <p
        className="mt-3 border-t border-slate-200 pt-3 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300"
        data-testid="sharpe-formula"
      >
        {t.detail.sharpeFormula}
      </p>
    </Card>
  );
}
