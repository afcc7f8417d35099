import { useQuotes } from "../../api/market";
import { useDict } from "../../i18n";
import enInvestor from "../../i18n/en/investor";
import { useFormatters } from "../../i18n/formatters";
import { Card, CardTitle } from "../ui/card";
import { ErrorBlock, LoadingBlock } from "../ui/page";

const price = (value: number, locale: string) =>
  value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: value < 10 ? 4 : 2 });
const change = (value: number, locale: string) =>
  value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The dashboard's crypto market panel. */
export function MarketPanel() {
  const quotes = useQuotes();
  const t = useDict("investor", enInvestor).market;
  const { locale } = useFormatters();
  return (
    <Card aria-labelledby="market">
      <div className="flex items-center justify-between gap-2">
        <CardTitle id="market">{t.title}</CardTitle>
        {quotes.data?.simulated ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            {t.simulated}
          </span>
        ) : null}
      </div>
      {quotes.isPending ? (
        <LoadingBlock label={t.loading} />
      ) : quotes.isError ? (
        <ErrorBlock message={t.unavailable} onRetry={() => quotes.refetch()} />
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {quotes.data.quotes.map((quote) => (
            <li key={quote.symbol} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <span className="font-medium text-slate-800 dark:text-slate-200">{quote.label}</span>
              <span className="flex items-center gap-3 tabular-nums">
                <span className="text-slate-900 dark:text-white">{price(quote.price, locale)}</span>
                <span
                  className={`w-16 text-right text-xs font-semibold ${
                    quote.changePercent >= 0
                      ? "text-emerald-700 dark:text-emerald-400"
                      : "text-red-600 dark:text-red-400"
                  }`}
                >
                  {quote.changePercent >= 0 ? "+" : ""}
                  {change(quote.changePercent, locale)}
                  {locale === "en-US" ? "%" : "\u00a0%"}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
