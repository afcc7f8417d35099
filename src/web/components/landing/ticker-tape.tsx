import { useState } from "react";
import { tickerSymbols } from "../../../shared/content";
import { marketSymbols } from "../../../shared/market-symbols";
import type { Quote } from "../../../shared/schemas/market";
import { useQuotes } from "../../api/market";
import { useDict } from "../../i18n";
import enLanding from "../../i18n/en/landing";
import { useFormatters } from "../../i18n/formatters";
import { MarketDataBadge } from "./simulated-badge";

function QuoteItem({ quote }: { quote: Quote }) {
  const fmt = useFormatters();
  const decimals = marketSymbols[quote.symbol].decimals;
  const price = fmt.decimal(quote.price, decimals);
  const up = quote.changePercent >= 0;
  const change = `${up ? "+" : ""}${fmt.decimal(quote.changePercent, 2)}%`;
  return (
    <li className="flex shrink-0 items-center gap-2 px-5 text-sm whitespace-nowrap">
      <span className="font-semibold text-slate-900 dark:text-white">{quote.label}</span>
      <span className="text-slate-700 tabular-nums dark:text-slate-300">{price}</span>
      <span
        className={`font-medium tabular-nums ${
          up ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400"
        }`}
      >
        <span aria-hidden="true">{up ? "▲" : "▼"}</span> {change}
      </span>
    </li>
  );
}

/** The scrolling ticker tape (S&P 500, Nasdaq 100, EUR/USD, BTC/USD, ETH/USD) from our own endpoint. */
export function TickerTape() {
  const t = useDict("landing", enLanding).market;
  const quotes = useQuotes(tickerSymbols);
  const [paused, setPaused] = useState(false);
  const data = quotes.data;

  return (
    <section
      aria-label={t.tickerLabel}
      className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mx-auto flex h-11 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        {data ? <MarketDataBadge simulated={data.simulated} /> : null}
        <div className="ticker-viewport relative min-w-0 flex-1 overflow-hidden" data-testid="ticker">
          {data ? (
            <div className="ticker-track flex w-max" data-paused={paused}>
              <ul className="flex">
                {data.quotes.map((quote) => (
                  <QuoteItem key={quote.symbol} quote={quote} />
                ))}
              </ul>
              {/* The second copy makes the loop seamless; it is hidden from assistive technology. */}
              <ul className="flex" aria-hidden="true">
                {data.quotes.map((quote) => (
                  <QuoteItem key={quote.symbol} quote={quote} />
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {quotes.isError ? t.unavailable : t.loading}
            </p>
          )}
        </div>
        {data ? (
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            aria-pressed={paused}
            aria-label={paused ? t.playTicker : t.pauseTicker}
            title={paused ? t.playTicker : t.pauseTicker}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 motion-reduce:hidden dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              {paused ? <path d="M8 5v14l11-7z" /> : <path d="M6 5h4v14H6zM14 5h4v14h-4z" />}
            </svg>
          </button>
        ) : null}
      </div>
    </section>
  );
}
