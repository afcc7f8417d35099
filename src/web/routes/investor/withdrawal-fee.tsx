import { Link } from "react-router";
import { cents, percentOf } from "../../../shared/money";
import { useWithdrawalFee } from "../../api/withdrawals";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Page } from "../../components/ui/page";
import { QueryBlock } from "../../components/ui/query-block";
import { format, useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { useFormatters } from "../../i18n/formatters";

/** The amount the fee is shown on: $100.00. */
const EXAMPLE = cents(10_000n);

/** /withdrawals/fee: the 'Processing Fee' notice. */
export function Component() {
  const fee = useWithdrawalFee();
  const common = useDict("common", enCommon);
  const t = useDict("investor", enInvestor).fee;
  const f = useFormatters();
  return (
    <Page title={common.messages.processingFeeTitle} width="max-w-2xl">
      <Card as="div">
        <QueryBlock query={fee}>
          {(data) => (
            <>
              <p className="text-slate-700 dark:text-slate-300">
                {format(t.notice, { percent: data.percent })}
              </p>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                {format(t.detail, {
                  example: f.usd(EXAMPLE),
                  amount: f.usd(cents(EXAMPLE - percentOf(EXAMPLE, data.percent))),
                })}
              </p>
              <Link to="/withdrawals" className={buttonClass("primary", "mt-6")}>
                {t.back}
              </Link>
            </>
          )}
        </QueryBlock>
      </Card>
    </Page>
  );
}
