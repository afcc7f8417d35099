import { Link } from "react-router";
import type { TraderSummary } from "../../../shared/schemas/traders";
import { errorMessage } from "../../api/client";
import { useTraders } from "../../api/traders";
import { dateText, percentText, signClass } from "../../components/copy/format";
import { TraderMarks } from "../../components/copy/trader-bits";
import { Card } from "../../components/ui/card";
import { ErrorBlock, LoadingBlock, Page } from "../../components/ui/page";
import { format, localeOf, useDict, useLang } from "../../i18n";
import enCopyAdmin from "../../i18n/en/copy-admin";
import { cents, money } from "../investor/trade/format";

const cell = "px-3 py-2.5 text-right tabular-nums whitespace-nowrap";

/** /admin/traders: every trader (stopped and blown-up ones too) with copiers and money copied. */
export function Component() {
  const t = useDict("copyAdmin", enCopyAdmin);
  const locale = localeOf(useLang());
  const traders = useTraders();
  const list = traders.data ?? [];
  const copiers = list.reduce((sum, trader) => sum + trader.copiers, 0);
  const copied = list.reduce((sum, trader) => sum + cents(trader.copiedAmount), 0n);

  return (
    <Page title={t.traders.title} intro={t.traders.intro}>
      {traders.isPending ? (
        <LoadingBlock label={t.traders.loading} />
      ) : traders.isError ? (
        <ErrorBlock message={errorMessage(traders.error)} onRetry={() => traders.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 py-12 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {t.traders.empty}
        </p>
      ) : (
        <Card padding="none" className="overflow-hidden">
          <p className="border-b border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
            {format(t.traders.totals, { copiers, amount: money(locale, copied) })}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label={t.traders.table}>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-3 py-2.5 text-left">
                    {t.traders.trader}
                  </th>
                  <th scope="col" className={cell}>
                    {t.traders.copiers}
                  </th>
                  <th scope="col" className={cell}>
                    {t.traders.copiedAmount}
                  </th>
                  <th scope="col" className={cell}>
                    {t.traders.ownEquity}
                  </th>
                  <th scope="col" className={cell}>
                    {t.traders.profitShare}
                  </th>
                  <th scope="col" className={cell}>
                    {t.traders.risk}
                  </th>
                  <th scope="col" className={cell}>
                    {t.traders.return12m}
                  </th>
                  <th scope="col" className={cell}>
                    {t.traders.since}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {list.map((trader) => (
                  <TraderRow key={trader.id} trader={trader} locale={locale} />
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
    </Page>
  );
}

function TraderRow({ trader, locale }: { trader: TraderSummary; locale: string }) {
  return (
    <tr>
      <th scope="row" className="px-3 py-2.5 text-left font-normal">
        <Link
          to={`/admin/users/${trader.id}`}
          className="font-medium text-slate-900 underline-offset-2 hover:underline dark:text-white"
        >
          {trader.displayName}
        </Link>
        <div className="mt-1">
          <TraderMarks trader={trader} />
        </div>
      </th>
      <td className={cell}>{trader.copiers}</td>
      <td className={cell}>{money(locale, cents(trader.copiedAmount))}</td>
      <td className={cell}>{money(locale, cents(trader.ownEquity))}</td>
      <td className={cell}>
        {new Intl.NumberFormat(locale, { style: "percent" }).format(trader.profitSharePercent / 100)}
      </td>
      <td className={cell}>{trader.riskScore}/10</td>
      <td className={`${cell} ${signClass(trader.return12m)}`}>
        {percentText(locale, trader.return12m, true)}
      </td>
      <td className={cell}>{dateText(locale, trader.since)}</td>
    </tr>
  );
}
