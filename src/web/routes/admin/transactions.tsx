import { useState } from "react";
import type { AdminTransactionStatus } from "../../../shared/schemas/transactions";
import { TransactionList } from "../../components/transactions/transaction-list";
import { Page } from "../../components/ui/page";
import { useDict } from "../../i18n";
import enAdmin from "../../i18n/en/admin";
import enCommon from "../../i18n/en/common";

export function Component() {
  const { fourEyes, messages } = useDict("common", enCommon);
  const t = useDict("admin", enAdmin).transactions;
  const FILTERS: { label: string; status: AdminTransactionStatus | undefined }[] = [
    { label: t.all, status: undefined },
    { label: t.pending, status: "pending" },
    // Four-eyes (DUAL_APPROVAL_ABOVE): approved once, waiting for a second, different admin.
    { label: fourEyes.filterAwaiting, status: "awaiting-second-approval" },
    { label: t.successful, status: "success" },
    { label: t.failed, status: "failed" },
  ];
  const [status, setStatus] = useState<AdminTransactionStatus | undefined>(undefined);
  return (
    <Page title={t.title}>
      <fieldset className="mb-4">
        <legend className="sr-only">{t.show}</legend>
        <div className="inline-flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1 dark:border-slate-800 dark:bg-slate-900">
          {FILTERS.map((filter) => {
            const selected = filter.status === status;
            return (
              <button
                key={filter.label}
                type="button"
                aria-pressed={selected}
                onClick={() => setStatus(filter.status)}
                className={`h-9 rounded-lg px-4 text-sm font-medium transition-colors ${
                  selected
                    ? "bg-emerald-700 text-white dark:bg-emerald-500 dark:text-slate-950"
                    : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                }`}
              >
                {filter.label}
              </button>
            );
          })}
        </div>
      </fieldset>
      <TransactionList admin status={status} searchPlaceholder={messages.searchTransactions} />
    </Page>
  );
}
