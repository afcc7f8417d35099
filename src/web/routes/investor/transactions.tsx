import { transactionsCsvUrl } from "../../api/transactions";
import { TransactionList } from "../../components/transactions/transaction-list";
import { buttonClass } from "../../components/ui/button";
import { Page } from "../../components/ui/page";
import { useDict } from "../../i18n";
import enInvestor from "../../i18n/en/investor";

export function Component() {
  const t = useDict("investor", enInvestor).transactions;
  return (
    <Page
      title={t.title}
      actions={
        // A plain link: the browser downloads the file with the session cookie.
        <a href={transactionsCsvUrl()} download className={buttonClass("secondary")}>
          {t.exportCsv}
        </a>
      }
    >
      <TransactionList />
    </Page>
  );
}
