import { cents, readCents } from "../../../shared/money";
import { useTradingExposure } from "../../api/trading";
import { useDict } from "../../i18n";
import enMarkets from "../../i18n/en/markets";
import { type Formatters, useFormatters } from "../../i18n/formatters";
import { tradingError } from "../../routes/investor/markets/trading-error";
import { Card, CardTitle } from "../ui/card";
import { DataTable } from "../ui/data-table";
import { QueryBlock } from "../ui/query-block";
import { pnlClass } from "../ui/sign-tone";

/** The house's open exposure per instrument (live accounts) and its realized P&L. */
export function ExposureCard() {
  const t = useDict("markets", enMarkets);
  const fmt = useFormatters();
  const exposure = useTradingExposure();
  const e = t.exposure;
  const headBase = "px-4 py-2 text-xs font-medium text-slate-600 dark:text-slate-400";
  const head = `${headBase} text-right`;
  const cell = "px-4 py-2 text-right tabular-nums";
  return (
    <Card padding="none" aria-labelledby="exposure-title">
      <div className="border-b border-slate-200 p-4 sm:px-5 dark:border-slate-800">
        <CardTitle id="exposure-title">{t.exposure.title}</CardTitle>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.exposure.intro}</p>
      </div>
      <QueryBlock query={exposure} loading={t.loading} error={(error) => tradingError(t, error)}>
        {(data) => (
          <>
            <dl className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2 sm:px-5">
              {(
                [
                  [t.exposure.realizedPnl, readCents(data.realizedPnl), true],
                  [t.exposure.writeOffs, readCents(data.writeOffs), false],
                ] as const
              ).map(([label, value, signed]) => (
                <div key={label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
                  <dd
                    className={`mt-1 text-lg font-semibold tabular-nums ${signed ? pnlClass(value) : "text-slate-900 dark:text-white"}`}
                  >
                    {signed ? fmt.signedUsd(value) : fmt.usd(value)}
                  </dd>
                </div>
              ))}
            </dl>
            {data.instruments.length === 0 ? (
              <p className="px-5 pb-6 text-sm text-slate-600 dark:text-slate-400">{t.exposure.empty}</p>
            ) : (
              <div className="overflow-x-auto pb-2">
                <DataTable
                  className="w-full min-w-[36rem] text-sm"
                  labels={[e.symbol, e.long, e.short, e.net, e.notional, e.unrealizedPnl]}
                  cellClass={(index) => (index === 0 ? `${headBase} text-left` : head)}
                  headRowClass="border-y border-slate-200 dark:border-slate-800"
                >
                  {data.instruments.map((row) => {
                    // The figures are the clients'; the house holds the opposite side.
                    const pnl = cents(-readCents(row.unrealizedPnl));
                    return (
                      <tr key={row.symbol}>
                        <th
                          scope="row"
                          className="px-4 py-2 text-left font-semibold text-slate-900 dark:text-white"
                        >
                          {row.symbol}
                        </th>
                        <td className={cell}>{fmt.quantity(row.longQuantity)}</td>
                        <td className={cell}>{fmt.quantity(row.shortQuantity)}</td>
                        <td className={cell}>{signedQuantity(fmt, negate(row.netQuantity))}</td>
                        <td className={cell}>{fmt.usd(readCents(row.notional))}</td>
                        <td className={`${cell} ${pnlClass(pnl)}`}>{fmt.signedUsd(pnl)}</td>
                      </tr>
                    );
                  })}
                </DataTable>
              </div>
            )}
          </>
        )}
      </QueryBlock>
    </Card>
  );
}

function negate(text: string): string {
  if (/^-?0(\.0*)?$/.test(text)) return text.replace("-", "");
  return text.startsWith("-") ? text.slice(1) : `-${text}`;
}

function signedQuantity(fmt: Formatters, text: string): string {
  return text.startsWith("-") ? `-${fmt.quantity(text.slice(1))}` : fmt.quantity(text);
}
