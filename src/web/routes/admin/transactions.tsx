import { useState } from "react";
import { messages } from "../../../shared/messages";
import type { AdminStatusFilter } from "../../api/transactions";
import { Page } from "../../components/investor/page";
import { TransactionList } from "../../components/transactions/transaction-list";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";

export function Component() {
  const fourEyes = useDict("common", enCommon).fourEyes;
  const FILTERS: { label: string; status: AdminStatusFilter | undefined }[] = [
    { label: "All", status: undefined },
    { label: "Pending", status: "pending" },
    // Four-eyes (DUAL_APPROVAL_ABOVE): approved once, waiting for a second, different admin.
    { label: fourEyes.filterAwaiting, status: "awaiting-second-approval" },
    { label: "Successful", status: "success" },
    { label: "Failed", status: "failed" },
  ];
  const [status, setStatus] = useState<AdminStatusFilter | undefined>(undefined);
  return (
    <Page title="Transactions">
      <fieldset className="mb-4">
        <legend className="sr-only">Show</legend>
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
