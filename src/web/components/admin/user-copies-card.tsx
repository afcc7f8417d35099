import { readCents, sumCents } from "../../../shared/money";
import type { Copy } from "../../../shared/schemas/copies";
import { errorMessage } from "../../api/client";
import { useUserCopies } from "../../api/copies";
import { format, useDict } from "../../i18n";
import enCopyAdmin from "../../i18n/en/copy-admin";
import { useFormatters } from "../../i18n/formatters";
import { Card, CardTitle } from "../ui/card";
import { AdminTable, adminFigureCell as cell } from "../ui/data-table";
import { ErrorBlock, LoadingBlock } from "../ui/page";
import { pnlClass } from "../ui/sign-tone";

/** A user's copies on the admin's user page: who they copy, with what money, and how it went. */
export function UserCopiesCard({ userId }: { userId: string }) {
  const t = useDict("copyAdmin", enCopyAdmin);
  const copies = useUserCopies(userId);
  const c = t.copies;
  const list = copies.data ?? [];
  return (
    <Card aria-labelledby="user-copies" padding="none" className="overflow-hidden">
      <CardTitle id="user-copies" className="px-5 pt-5">
        {t.copies.title}
      </CardTitle>
      {copies.isPending ? (
        <LoadingBlock label={t.copies.loading} />
      ) : copies.isError ? (
        <div className="p-5">
          <ErrorBlock message={errorMessage(copies.error)} onRetry={() => copies.refetch()} />
        </div>
      ) : list.length === 0 ? (
        <p className="px-5 pt-2 pb-5 text-sm text-slate-600 dark:text-slate-400">{t.copies.empty}</p>
      ) : (
        <AdminTable
          className="mt-3 overflow-x-auto"
          labels={[c.trader, c.status, c.invested, c.equity, c.pnl, c.fees, c.started]}
          nameColumns={2}
          rows={list}
          row={(copy) => <CopyRow key={copy.id} copy={copy} />}
        />
      )}
    </Card>
  );
}

function CopyRow({ copy }: { copy: Copy }) {
  const fmt = useFormatters();
  const t = useDict("copyAdmin", enCopyAdmin);
  const pnl = sumCents([readCents(copy.unrealizedPnl), readCents(copy.realizedPnl)]);
  return (
    <tr>
      <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900 dark:text-white">
        {copy.trader.displayName}
      </th>
      <td className="px-3 py-2.5 whitespace-nowrap text-slate-700 dark:text-slate-300">
        {format("{status} · {mode}", { status: t.statuses[copy.status], mode: t.modes[copy.mode] })}
      </td>
      <td className={cell}>{fmt.usd(readCents(copy.invested))}</td>
      <td className={cell}>{fmt.usd(readCents(copy.equity))}</td>
      <td className={`${cell} ${pnlClass(pnl)}`}>{fmt.signedUsd(pnl)}</td>
      <td className={cell}>{fmt.usd(readCents(copy.feesPaid))}</td>
      <td className={cell}>{fmt.mediumDate(copy.createdAt)}</td>
    </tr>
  );
}
