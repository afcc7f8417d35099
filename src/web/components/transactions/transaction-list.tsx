import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { messages } from "../../../shared/messages";
import type {
  AdminTransaction,
  AdminTransactionStatus,
  Transaction,
} from "../../../shared/schemas/transactions";
import { errorMessage } from "../../api/client";
import {
  type Decision,
  useAdminTransactions,
  useDecideTransaction,
  useTransactions,
} from "../../api/transactions";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { translateMessage } from "../../i18n/translate";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { useIdempotencyKeys } from "../hooks/use-idempotency-key";
import { Spinner } from "../loading";
import { PagedList, type PagedQuery } from "../ui/paged-list";
import { RetryButton } from "../ui/retry-button";
import { SearchBox } from "../ui/search-box";
import { TransactionItem } from "./transaction-item";

export interface TransactionListProps {
  /** Placeholder (and accessible label) of the search box: 'Search by transaction ID' by default. */
  searchPlaceholder?: string;
  /**
   * Admin mode: lists everyone's transactions (narrowed by `userId` / `status`), shows each owner,
   * and Approve/Reject on pending items with the spec's toasts. Needs an admin session.
   */
  admin?: boolean;
  /** Admin mode only: one user's transactions (the user-detail screen). */
  userId?: string;
  /** Admin mode only: one status. */
  status?: AdminTransactionStatus;
  /** Items per page (default 20); more load with 'Load more'. */
  pageSize?: number;
  /** Shown right of the search box (e.g. an export button). */
  actions?: ReactNode;
}

/**
 * A searchable, paginated transaction list (spec "Shared elements"). Search is done by the server:
 * case-insensitive on transaction id, crypto and description.
 *
 *   <TransactionList />                                          // the investor's own
 *   <TransactionList admin searchPlaceholder="Search Transactions" />
 *   <TransactionList admin userId={id} />                        // one user's, for admins
 */
export function TransactionList({
  searchPlaceholder,
  admin = false,
  userId,
  status,
  pageSize,
  actions,
}: TransactionListProps) {
  const common = useDict("common", enCommon);
  const placeholder = translateMessage(common, searchPlaceholder ?? messages.searchByTransactionId);
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim());

  return (
    <div className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:px-5 dark:border-slate-800">
        <SearchBox compact value={text} onChange={setText} placeholder={placeholder} />
        {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
      </div>
      {admin ? (
        <AdminItems search={search} userId={userId} status={status} pageSize={pageSize} />
      ) : (
        <UserItems search={search} pageSize={pageSize} />
      )}
    </div>
  );
}

function UserItems({ search, pageSize }: { search: string; pageSize: number | undefined }) {
  const query = useTransactions({ search, ...(pageSize ? { limit: pageSize } : {}) });
  return <Items query={query} />;
}

function AdminItems({
  search,
  userId,
  status,
  pageSize,
}: {
  search: string;
  userId: string | undefined;
  status: AdminTransactionStatus | undefined;
  pageSize: number | undefined;
}) {
  const { fourEyes, messages } = useDict("common", enCommon);
  const query = useAdminTransactions({ search, userId, status, ...(pageSize ? { limit: pageSize } : {}) });
  const decide = useDecideTransaction();
  const keys = useIdempotencyKeys();
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());

  const onDecide = (transaction: Transaction | AdminTransaction, decision: Decision) => {
    if (running.has(transaction.id)) return;
    setRunning((current) => new Set(current).add(transaction.id));
    const deposit = transaction.type === "credit";
    const toastId = toast.loading(decision === "approve" ? messages.approving : messages.rejecting);
    const intent = `${transaction.id}:${decision}`;
    decide.mutate(
      { id: transaction.id, decision, idempotencyKey: keys.keyFor(intent) },
      {
        onSuccess: (decided) => {
          keys.done(intent);
          const text =
            decided.status === "awaiting-second-approval"
              ? fourEyes.firstApprovalRecorded
              : decision === "approve"
                ? deposit
                  ? messages.depositWasApproved
                  : messages.withdrawalWasApproved
                : deposit
                  ? messages.depositWasRejected
                  : messages.withdrawalWasRejected;
          toast.success(text, { id: toastId });
        },
        onError: (error) => toast.error(errorMessage(error), { id: toastId }),
        onSettled: () =>
          setRunning((current) => {
            const next = new Set(current);
            next.delete(transaction.id);
            return next;
          }),
      },
    );
  };

  return <Items query={query} onDecide={onDecide} running={running} />;
}

interface ListQuery extends PagedQuery<Transaction | AdminTransaction> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

function Items({
  query,
  onDecide,
  running,
}: {
  query: ListQuery;
  onDecide?: (transaction: Transaction | AdminTransaction, decision: Decision) => void;
  running?: ReadonlySet<string>;
}) {
  const common = useDict("common", enCommon);
  const { messages } = common;
  const t = useDict("investor", enInvestor);
  if (query.isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-2 px-5 py-12 text-sm text-slate-500 dark:text-slate-400"
      >
        <Spinner className="size-5 text-emerald-600 dark:text-emerald-400" />
        {t.transactions.loading}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-5 py-12 text-center text-sm">
        <p className="text-slate-700 dark:text-slate-300">
          {translateMessage(common, errorMessage(query.error))}
        </p>
        <RetryButton label={t.tryAgain} onRetry={() => query.refetch()} />
      </div>
    );
  }
  return (
    <PagedList
      query={query}
      label={t.transactions.listLabel}
      listClass="divide-y divide-slate-200 dark:divide-slate-800"
      empty={messages.noTransactions}
      reportNextPageError
    >
      {(transaction) => (
        <TransactionItem
          key={transaction.id}
          transaction={transaction}
          onDecide={onDecide}
          deciding={running?.has(transaction.id)}
        />
      )}
    </PagedList>
  );
}
