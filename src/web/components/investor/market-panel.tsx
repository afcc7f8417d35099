import { useQuotes } from "../../api/market";
import { useDict } from "../../i18n";
import enInvestor from "../../i18n/en/investor";
import { useFormatters } from "../../i18n/formatters";
import { DataBadge } from "../landing/simulated-badge";
import { Card, CardTitle } from "../ui/card";
import { QueryBlock } from "../ui/query-block";

/**
 * The dashboard's market panel: each instrument says whether its price is live or simulated (issue
 * 31 point 7: one simulated instrument no longer labels the live ones).
 */
export function MarketPanel() {
  const quotes = useQuotes();
  const t = useDict("investor", enInvestor).market;
  const fmt = useFormatters();
  return (
    <Card aria-labelledby="market">
      <CardTitle id="market">{t.title}</CardTitle>
      <QueryBlock query={quotes} loading={t.loading} error={() => t.unavailable}>
        {(data) => (
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
            {data.quotes.map((quote) => (
              <li
                key={quote.symbol}
                className="flex items-center justify-between gap-3 py-2.5 text-sm"
                data-testid="market-row"
                data-symbol={quote.symbol}
              >
                <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium text-slate-800 dark:text-slate-200">{quote.label}</span>
                  <DataBadge
                    simulated={quote.simulated}
                    label={quote.simulated ? t.simulated : t.live}
                    hint={quote.simulated ? t.simulatedHint : undefined}
                  />
                </span>
                <span className="flex items-center gap-3 tabular-nums">
                  <span className="text-slate-900 dark:text-white">
                    {fmt.decimal(quote.price, [2, quote.price < 10 ? 4 : 2])}
                  </span>
                  <span
                    className={`w-16 text-right text-xs font-semibold ${
                      quote.changePercent >= 0
                        ? "text-emerald-700 dark:text-emerald-400"
                        : "text-red-600 dark:text-red-400"
                    }`}
                  >
                    {quote.changePercent >= 0 ? "+" : ""}
                    {fmt.decimal(quote.changePercent, 2)}
                    {fmt.lang === "en" ? "%" : "\u00a0%"}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
    </Card>
  );
}
