import { Link } from "react-router";
import { messages } from "../../../shared/messages";
import { formatUsd } from "../../../shared/money";
import { useMe } from "../../api/auth";
import { errorMessage } from "../../api/client";
import { useTransactions } from "../../api/transactions";
import { CopyTradingCard } from "../../components/copy/copy-trading-card";
import { textLinkClass } from "../../components/form-field";
import { ArrowDownIcon, ArrowUpIcon } from "../../components/icons";
import { AlertIcon } from "../../components/investor/investor-icons";
import { MarketPanel } from "../../components/investor/market-panel";
import { OngoingTrade } from "../../components/investor/ongoing-trade";
import { ErrorBlock, LoadingBlock, Page } from "../../components/investor/page";
import { StatCard } from "../../components/stat-card";
import { TransactionItem } from "../../components/transactions/transaction-item";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

export function Component() {
  const { data: me } = useMe();
  if (!me) return null; // the frame shows Loading until the user is known
  if (!me.isActive) return <InactiveAccount deactivated={me.deactivated} />;

  return (
    <Page
      title="Dashboard"
      intro={`Welcome back, ${me.name}`}
      actions={
        <>
          <Link to="/deposits" className={buttonClass()}>
            <ArrowDownIcon className="size-4" />
            Deposit
          </Link>
          <Link to="/withdrawals" className={buttonClass("secondary")}>
            <ArrowUpIcon className="size-4" />
            Withdraw
          </Link>
        </>
      }
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Balance"
          figure="balance"
          value={formatUsd(me.balance)}
          note={balanceNote(me)}
        />
        <StatCard label="Total Profit (Ongoing Trade)" figure="profit" value={formatUsd(me.profit)} />
        <StatCard label="Total Bonus" figure="bonus" value={formatUsd(me.bonus)} />
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

function balanceNote(me: { held: string; pendingWithdrawals: number }) {
  if (me.pendingWithdrawals === 0) return undefined;
  return `${me.pendingWithdrawals} pending withdrawal${me.pendingWithdrawals === 1 ? "" : "s"} on hold`;
}

/** The 3 most recent transactions (spec section 9). */
function RecentTransactions() {
  const query = useTransactions({ limit: 3 });
  const items = query.data?.pages[0]?.items ?? [];
  return (
    <Card padding="none" aria-labelledby="recent">
      <div className="flex items-center justify-between gap-3 px-5 pt-5 sm:px-6">
        <h2 id="recent" className="text-lg font-semibold text-slate-900 dark:text-white">
          Recent Transactions
        </h2>
        <Link to="/transactions" className={`${textLinkClass} text-sm`}>
          View all
        </Link>
      </div>
      {query.isPending ? (
        <LoadingBlock label="Loading transactions..." />
      ) : query.isError ? (
        <ErrorBlock message={errorMessage(query.error)} onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-slate-500 dark:text-slate-400">
          {messages.noTransactions}
        </p>
      ) : (
        <ul aria-label="Recent transactions" className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((transaction) => (
            <TransactionItem key={transaction.id} transaction={transaction} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Spec: inactive users see only this, with a way to reach support. */
function InactiveAccount({ deactivated }: { deactivated: boolean }) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300">
        <AlertIcon className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
        {messages.accountNotActive}
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {deactivated
          ? "Your account has been deactivated by our team. If you think this is a mistake, our support team can help."
          : "New accounts are activated by our team, usually within 24 hours. If it is taking longer, our support team can help."}
      </p>
      <Link to="/support" className={buttonClass("primary", "mt-6")}>
        Contact Support
      </Link>
    </div>
  );
}
