import type { Runner } from "../db/client";
import {
  insertTransaction,
  type NewTransaction,
  type TransactionRow,
} from "../transactions/insert-transaction";
import type { AccountRef } from "./accounts";
import { type EntryInput, postEntry } from "./post-entry";

export interface MoneyMove extends Omit<EntryInput, "postings"> {
  from: AccountRef;
  to: AccountRef;
  /** Signed cents: + moves from `from` to `to`, - the other way. */
  amount: bigint;
}

/** One journal entry of two postings: `amount` out of `from` (posted first), into `to`. */
export function postMove(tx: Runner, { from, to, amount, ...entry }: MoneyMove): Promise<string> {
  return postEntry(tx, {
    ...entry,
    postings: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  });
}

/** The transaction record a user sees, then the move it books (an entry of the record's kind). */
export async function postRecordedMove(
  tx: Runner,
  record: NewTransaction,
  move: Omit<MoneyMove, "kind" | "transactionRowId">,
): Promise<TransactionRow> {
  const row = await insertTransaction(tx, record);
  await postMove(tx, { kind: record.kind, transactionRowId: row.id, ...move });
  return row;
}
