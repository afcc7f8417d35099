import { Link } from "react-router";
import { readCents, sumCents } from "../../../shared/money";
import type { TraderSummary } from "../../../shared/schemas/traders";
import { useTraders } from "../../api/traders";
import { TraderMarks } from "../../components/copy/trader-marks";
import { Card } from "../../components/ui/card";
import { AdminTable, adminFigureCell as cell } from "../../components/ui/data-table";
import { Page } from "../../components/ui/page";
import { QueryBlock } from "../../components/ui/query-block";
import { signClass } from "../../components/ui/sign-tone";
import { format, useDict } from "../../i18n";
import enCopyAdmin from "../../i18n/en/copy-admin";
import { useFormatters } from "../../i18n/formatters";

/** /admin/traders: every trader (stopped and blown-up ones too) with copiers and money copied. */
export function Component() {
  const t = useDict("copyAdmin", enCopyAdmin);
  const traders = useTraders("", "riskAdjusted");
  const list = traders.data ?? [];

  return (
    <Page title={t.traders.title} intro={t.traders.intro}>
      <QueryBlock
        query={traders}
        loading={t.traders.loading}
        isEmpty={() => list.length === 0}
        empty={
          <p className="rounded-2xl border border-dashed border-slate-300 py-12 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
            {t.traders.empty}
          </p>
        }
      >
        <TradersTable traders={list} />
      </QueryBlock>
    </Page>
  );
}

/** The traders with the sum of their copiers and of the money copied to them. */
function TradersTable({ traders }: { traders: TraderSummary[] }) {
  const t = useDict("copyAdmin", enCopyAdmin);
  const fmt = useFormatters();
  const c = t.traders;
  const copiers = traders.reduce((sum, trader) => sum + trader.copiers, 0);
  const copied = sumCents(traders.map((trader) => readCents(trader.copiedAmount)));
  return (
    <Card padding="none" className="overflow-hidden">
      <p className="border-b border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
        {format(t.traders.totals, { copiers, amount: fmt.usd(copied) })}
      </p>
      <AdminTable
        label={t.traders.table}
        labels={[
          c.trader,
          c.copiers,
          c.copiedAmount,
          c.ownEquity,
          c.profitShare,
          c.risk,
          c.return12m,
          c.since,
        ]}
        rows={traders}
        row={(trader) => <TraderRow key={trader.id} trader={trader} />}
      />
    </Card>
  );
}

function TraderRow({ trader }: { trader: TraderSummary }) {
  const fmt = useFormatters();
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
      <td className={cell}>{fmt.usd(readCents(trader.copiedAmount))}</td>
      <td className={cell}>{fmt.usd(readCents(trader.ownEquity))}</td>
      <td className={cell}>{fmt.percent(trader.profitSharePercent)}</td>
      <td className={cell}>{trader.riskScore}/10</td>
      <td className={`${cell} ${signClass(trader.return12m)}`}>{fmt.rate(trader.return12m, true)}</td>
      <td className={cell}>{fmt.mediumDate(trader.since)}</td>
    </tr>
  );
}
