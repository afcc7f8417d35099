import type {
  AdminTransaction,
  AdminTransactionStatus,
  Transaction,
} from "../../../shared/schemas/transactions";
import type { Decision } from "../../api/transactions";
import { format, useDict } from "../../i18n";
import { displayUserName, localizeDescription } from "../../i18n/descriptions";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { type Formatters, formattersFor, useFormatters } from "../../i18n/formatters";
import { Icon } from "../icons";

/** MM/DD/YYYY in English (2-digit month and day), DD/MM/YYYY in es and fr, in the viewer's time zone. */
function formatTransactionDate(iso: string, f: Formatters = formattersFor("en")): string {
  return f.date(iso);
}

/** "+$100.00" for a credit, "-$100.00" for a withdrawal/debit. */
function signedAmount(
  transaction: Pick<Transaction, "type" | "amount">,
  f: Formatters = formattersFor("en"),
): string {
  return `${transaction.type === "credit" ? "+" : "-"}${f.usd(transaction.amount)}`;
}

/** Spec: success green, pending yellow (also awaiting a second approval), anything else red. */
function statusClass(status: AdminTransactionStatus): string {
  if (status === "success")
    return "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-400 dark:ring-emerald-400/30";
  if (status === "pending" || status === "awaiting-second-approval")
    return "bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/30";
  return "bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-400 dark:ring-red-400/30";
}

export interface TransactionItemProps {
  transaction: Transaction | AdminTransaction;
  /**
   * Admin mode: pending items get Approve and Reject (calling `onDecide`), others say
   * 'Already Approved' / 'Already Rejected'. Omit for the investor's own list.
   */
  onDecide?: ((transaction: Transaction | AdminTransaction, decision: Decision) => void) | undefined;
  /** While a decision on this item runs, both buttons read 'Unavailable' and are disabled. */
  deciding?: boolean | undefined;
}

const actionButton =
  "inline-flex h-8 items-center justify-center rounded-md px-3 text-xs font-semibold disabled:cursor-not-allowed disabled:opacity-60";

/** One row of a transaction list (spec "Shared elements"); render inside a <ul>. */
export function TransactionItem({ transaction, onDecide, deciding = false }: TransactionItemProps) {
  const credit = transaction.type === "credit";
  const owner = "user" in transaction ? transaction.user : null;
  const common = useDict("common", enCommon);
  const fourEyes = common.fourEyes;
  const t = useDict("investor", enInvestor).transactions;
  const f = useFormatters();
  const awaiting = transaction.status === "awaiting-second-approval";
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          className={`mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full ${
            credit
              ? "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-400"
              : "bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-400"
          }`}
        >
          <Icon name={credit ? "arrowDown" : "arrowUp"} className="size-5" />
          <span className="sr-only">{credit ? t.credit : t.debit}</span>
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-slate-900 dark:text-white">
            {localizeDescription(transaction.description, common, f, owner ? "admin" : "owner")}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
            <span className="font-mono">{transaction.transactionId}</span>
            {transaction.crypto ? <span aria-hidden="true">·</span> : null}
            {transaction.crypto ? <span>{transaction.crypto}</span> : null}
            <span aria-hidden="true">·</span>
            <time dateTime={transaction.createdAt}>{formatTransactionDate(transaction.createdAt, f)}</time>
          </p>
          {owner ? (
            <p className="mt-0.5 truncate text-xs text-slate-600 dark:text-slate-300">
              {displayUserName(owner.name, common)} · {owner.email}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 pl-13 sm:justify-end sm:pl-0">
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${
            // English capitalises the API's word ("Pending"); es and fr dictionaries are written capitalised.
            f.lang === "en" ? "capitalize" : ""
          } ${statusClass(transaction.status)}`}
        >
          <span className="sr-only">{t.statusPrefix}</span>
          {awaiting
            ? fourEyes.awaitingSecondApproval
            : (t.statuses[transaction.status] ?? transaction.status)}
        </span>
        <span
          className={`min-w-24 text-right font-semibold tabular-nums ${
            credit ? "text-emerald-700 dark:text-emerald-400" : "text-red-600 dark:text-red-400"
          }`}
        >
          {signedAmount(transaction, f)}
        </span>
        {onDecide ? <AdminActions transaction={transaction} onDecide={onDecide} deciding={deciding} /> : null}
      </div>
    </li>
  );
}

function AdminActions({
  transaction,
  onDecide,
  deciding,
}: {
  transaction: Transaction | AdminTransaction;
  onDecide: (transaction: Transaction | AdminTransaction, decision: Decision) => void;
  deciding: boolean;
}) {
  const { messages } = useDict("common", enCommon);
  const t = useDict("investor", enInvestor).transactions;
  if (transaction.status !== "pending" && transaction.status !== "awaiting-second-approval") {
    return (
      <span className="text-xs font-medium text-slate-500 dark:text-slate-400">
        {transaction.status === "success" ? messages.alreadyApproved : messages.alreadyRejected}
      </span>
    );
  }
  const label = (text: string) => (deciding ? messages.actionUnavailable : text);
  return (
    <div className="flex gap-2" aria-busy={deciding || undefined}>
      <button
        type="button"
        disabled={deciding}
        onClick={() => onDecide(transaction, "approve")}
        aria-label={deciding ? undefined : format(t.approveLabel, { id: transaction.transactionId })}
        className={`${actionButton} bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400`}
      >
        {label(t.approve)}
      </button>
      <button
        type="button"
        disabled={deciding}
        onClick={() => onDecide(transaction, "reject")}
        aria-label={deciding ? undefined : format(t.rejectLabel, { id: transaction.transactionId })}
        className={`${actionButton} border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-500/40 dark:text-red-400 dark:hover:bg-red-500/10`}
      >
        {label(t.reject)}
      </button>
    </div>
  );
}
