import type { Instrument } from "../../../../shared/schemas/instruments";
import type { Quote } from "../../../../shared/schemas/market";
import { DataBadge } from "../../../components/landing/simulated-badge";
import { Card, CardTitle } from "../../../components/ui/card";
import { format, useDict } from "../../../i18n";
import enMarkets from "../../../i18n/en/markets";
import { useFormatters } from "../../../i18n/formatters";
import { instrumentName } from "./instrument-name";

/** The instruments with their live bid, ask and change; choosing one drives the chart and the ticket. */
export function InstrumentList({
  instruments,
  quoteOf,
  selected,
  onSelect,
}: {
  instruments: readonly Instrument[];
  quoteOf: ReadonlyMap<string, Quote>;
  selected: string | undefined;
  onSelect: (symbol: string) => void;
}) {
  const t = useDict("markets", enMarkets);
  const fmt = useFormatters();
  return (
    <Card padding="none" aria-labelledby="instruments-title" className="overflow-hidden">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <CardTitle id="instruments-title" size="base">
          {t.instruments.title}
        </CardTitle>
        <p
          aria-hidden="true"
          className="hidden gap-6 pr-1 sm:flex text-xs text-slate-500 dark:text-slate-400"
        >
          <span>{t.instruments.bid}</span>
          <span>{t.instruments.ask}</span>
        </p>
      </div>
      {instruments.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-slate-600 dark:text-slate-400">
          {t.instruments.empty}
        </p>
      ) : (
        <ul className="max-h-[28rem] divide-y divide-slate-200 overflow-y-auto dark:divide-slate-800">
          {instruments.map((instrument) => {
            const quote = quoteOf.get(instrument.symbol);
            const simulated = instrument.simulated || Boolean(quote?.simulated);
            const change = quote?.changePercent;
            const active = instrument.symbol === selected;
            return (
              <li key={instrument.symbol}>
                <button
                  type="button"
                  aria-pressed={active}
                  data-symbol={instrument.symbol}
                  onClick={() => onSelect(instrument.symbol)}
                  className={`flex w-full items-center gap-3 px-4 py-3 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-600 ${
                    active
                      ? "bg-emerald-50 dark:bg-emerald-500/10"
                      : "hover:bg-slate-50 dark:hover:bg-slate-800/50"
                  }`}
                >
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-1.5">
                      <span className="font-semibold text-slate-900 dark:text-white">
                        {instrument.symbol}
                      </span>
                      {simulated ? (
                        <DataBadge
                          simulated
                          label={t.instruments.simulated}
                          hint={t.instruments.simulatedHint}
                        />
                      ) : null}
                      {quote?.stale ? (
                        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                          {format(t.instruments.staleAge, { seconds: Math.round(quote.ageMs / 1000) })}
                        </span>
                      ) : null}
                    </span>
                    <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                      {instrumentName(t, instrument)}
                      {change !== undefined ? (
                        <span
                          className={`ml-2 font-medium tabular-nums ${
                            change >= 0
                              ? "text-emerald-700 dark:text-emerald-400"
                              : "text-red-700 dark:text-red-400"
                          }`}
                        >
                          <span className="sr-only">{t.instruments.change} </span>
                          {fmt.change(change)}%
                        </span>
                      ) : null}
                    </span>
                  </span>
                  <span className="grid shrink-0 grid-cols-1 text-right text-sm tabular-nums sm:grid-cols-2 sm:gap-3">
                    <span className="text-red-700 dark:text-red-400">
                      <span className="sr-only">{t.instruments.bid} </span>
                      {fmt.price(instrument.symbol, quote?.bid)}
                    </span>
                    <span className="text-emerald-700 dark:text-emerald-400">
                      <span className="sr-only">{t.instruments.ask} </span>
                      {fmt.price(instrument.symbol, quote?.ask)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
