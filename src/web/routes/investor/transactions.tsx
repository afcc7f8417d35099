import { transactionsCsvUrl } from "../../api/transactions";
import { Page, secondaryButtonClass } from "../../components/investor/page";
import { TransactionList } from "../../components/transactions/transaction-list";

export function Component() {
  return (
    <Page
      title="All Transactions"
      actions={
        // A plain link: the browser downloads the file with the session cookie.
        <a href={transactionsCsvUrl()} download className={secondaryButtonClass}>
          Export CSV
        </a>
      }
    >
      <TransactionList />
    </Page>
  );
}
