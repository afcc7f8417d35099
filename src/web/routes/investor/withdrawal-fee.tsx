import { Link } from "react-router";
import { messages, processingFeeNotice } from "../../../shared/messages";
import { formatUsd, percentOf } from "../../../shared/money";
import { errorMessage } from "../../api/client";
import { useWithdrawalFee } from "../../api/withdrawals";
import { ErrorBlock, LoadingBlock, Page } from "../../components/investor/page";
import { buttonClass } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";

/** /withdrawals/fee: the 'Processing Fee' notice. */
export function Component() {
  const fee = useWithdrawalFee();
  return (
    <Page title={messages.processingFeeTitle} width="max-w-2xl">
      <div className={cardClass()}>
        {fee.isPending ? (
          <LoadingBlock />
        ) : fee.isError ? (
          <ErrorBlock message={errorMessage(fee.error)} onRetry={() => fee.refetch()} />
        ) : (
          <>
            <p className="text-slate-700 dark:text-slate-300">{processingFeeNotice(fee.data.percent)}</p>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              The fee is deducted from the payout when an administrator approves the withdrawal; nothing is
              charged up front, and a rejected withdrawal costs nothing. For example, withdrawing $100.00 pays
              out {formatUsd(10_000n - percentOf(10_000n, fee.data.percent))}.
            </p>
            <Link to="/withdrawals" className={buttonClass("primary", "mt-6")}>
              Back to Withdraw
            </Link>
          </>
        )}
      </div>
    </Page>
  );
}
