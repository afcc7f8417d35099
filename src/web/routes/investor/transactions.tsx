import { transactionsCsvUrl } from "../../api/transactions";
import { Page } from "../../components/investor/page";
import { TransactionList } from "../../components/transactions/transaction-list";
import { buttonClass } from "../../components/ui/button";

export function Component() {
  return (
    <Page
      title="All Transactions"
      actions={
        // A plain link: the browser downloads the file with the session cookie.
        <a href={transactionsCsvUrl()} download className={buttonClass("secondary")}>
          Export CSV
        </a>
      }
    >
      <TransactionList />
    </Page>
  );
}
