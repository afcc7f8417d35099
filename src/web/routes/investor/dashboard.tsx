import { Link } from "react-router";
import { useMe } from "../../api/auth";
import { useTransactions } from "../../api/transactions";
import { CopyTradingCard } from "../../components/copy/copy-trading-card";
import { Icon } from "../../components/icons";
import { MarketPanel } from "../../components/investor/market-panel";
import { OngoingTrade } from "../../components/investor/ongoing-trade";
import { TransactionItem } from "../../components/transactions/transaction-item";
import { buttonClass } from "../../components/ui/button";
import { Card, CardTitle } from "../../components/ui/card";
import { textLinkClass } from "../../components/ui/field";
import { Page } from "../../components/ui/page";
import { QueryBlock } from "../../components/ui/query-block";
import { StatCard } from "../../components/ui/stat-card";
import { format, useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { useFormatters } from "../../i18n/formatters";
import { plural } from "../../i18n/translate";

export function Component() {
  const { data: me } = useMe();
  const all = useDict("investor", enInvestor);
  const t = all.dashboard;
  const f = useFormatters();
  if (!me) return null; // the frame shows Loading until the user is known
  if (!me.isActive) return <InactiveAccount deactivated={me.deactivated} />;

  return (
    <Page
      title={t.title}
      intro={format(t.welcome, { name: me.name })}
      actions={
        <>
          <Link to="/deposits" className={buttonClass()}>
            <Icon name="arrowDown" className="size-4" />
            {t.deposit}
          </Link>
          <Link to="/withdrawals" className={buttonClass("secondary")}>
            <Icon name="arrowUp" className="size-4" />
            {t.withdraw}
          </Link>
        </>
      }
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t.totalBalance}
          figure="balance"
          value={f.usd(me.balance)}
          note={
            me.pendingWithdrawals === 0 ? undefined : plural(f.lang, me.pendingWithdrawals, t.pendingOnHold)
          }
        />
        <StatCard label={t.totalProfit} figure="profit" value={f.usd(me.profit)} />
        <StatCard label={t.totalBonus} figure="bonus" value={f.usd(me.bonus)} />
        <CopyTradingCard />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OngoingTrade trade={me.activeTrade} />
          <RecentTransactions />
        </div>
        <MarketPanel />
      </div>
    </Page>
  );
}

/** The 3 most recent transactions (spec section 9). */
function RecentTransactions() {
  const query = useTransactions({ limit: 3 });
  const common = useDict("common", enCommon);
  const t = useDict("investor", enInvestor).dashboard;
  const items = query.data?.pages[0]?.items ?? [];
  return (
    <Card padding="none" aria-labelledby="recent">
      <div className="flex items-center justify-between gap-3 px-5 pt-5 sm:px-6">
        <CardTitle id="recent">{t.recentTransactions}</CardTitle>
        <Link to="/transactions" className={`${textLinkClass} shrink-0 text-sm whitespace-nowrap`}>
          {t.viewAll}
        </Link>
      </div>
      <QueryBlock
        query={query}
        loading={t.loadingTransactions}
        isEmpty={() => items.length === 0}
        empty={
          <p className="px-6 py-10 text-center text-sm text-slate-500 dark:text-slate-400">
            {common.messages.noTransactions}
          </p>
        }
      >
        <ul
          aria-label={t.recentTransactionsLabel}
          className="mt-2 divide-y divide-slate-200 dark:divide-slate-800"
        >
          {items.map((transaction) => (
            <TransactionItem key={transaction.id} transaction={transaction} />
          ))}
        </ul>
      </QueryBlock>
    </Card>
  );
}

/** Spec: inactive users see only this, with a way to reach support. */
function InactiveAccount({ deactivated }: { deactivated: boolean }) {
  const common = useDict("common", enCommon);
  const t = useDict("investor", enInvestor).dashboard;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300">
        <Icon name="alert" className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
        {common.messages.accountNotActive}
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {deactivated ? t.deactivatedText : t.notActivatedText}
      </p>
      <Link to="/support" className={buttonClass("primary", "mt-6")}>
        {t.contactSupport}
      </Link>
    </div>
  );
}
