import { randomInt } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { TransactionKind } from "../../shared/schemas/transactions";
import type { Runner } from "../db/client";
import { rowId } from "../db/row-id";
import { transactions } from "../db/schema";

export type TransactionRow = typeof transactions.$inferSelect;

export interface NewTransaction {
  userId: string;
  kind: TransactionKind;
  type: "credit" | "withdraw";
  status: "pending" | "success" | "failed";
  amount: bigint;
  fee?: bigint | null;
  netAmount?: bigint | null;
  description: string;
  crypto?: string;
  walletAddress?: string | null;
  paymentMethodId?: string | null;
  reference?: string | null;
  decidedBy?: string | null;
  /** Four-eyes: the admin who gave the first approval (a pending adjustment's creator). */
  firstApprovedBy?: string | null;
  adjustAccount?: "balance" | "profit" | "bonus" | null;
  adjustReason?: string | null;
}

/** The spec's id: 'TNX-' plus 6 random digits (8 once 6-digit ids keep clashing at scale). */
function makeTransactionId(digits = 6): string {
  return `TNX-${randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, "0")}`;
}

/** Tries for a free TNX id before giving up (ids go from 6 to 8 digits after 8 clashes). */
const ID_ATTEMPTS = 12;

/** A new record's own values: a row id and a TNX id for this attempt. */
function newRecord<Values extends object>(values: Values, attempt: number) {
  return { id: rowId(), transactionId: makeTransactionId(attempt < 8 ? 6 : 8), ...values };
}

/** Inserts a transaction record with a fresh unique TNX id, retrying on a clash. */
export async function insertTransaction(tx: Runner, values: NewTransaction): Promise<TransactionRow> {
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(transactions)
      .values({
        ...newRecord(values, attempt),
        decidedAt: values.status === "pending" ? null : new Date(),
        firstApprovedAt: values.firstApprovedBy ? new Date() : null,
      })
      .onConflictDoNothing({ target: transactions.transactionId })
      .returning();
    if (row) return row;
  }
  throw new Error("Could not find a free transaction id");
}

/** What a statement that wrote a record through withTransactionCte reports when its TNX id was taken. */
export const ID_TAKEN = Symbol("transaction id taken");

/**
 * The same insert as a data-modifying CTE `name` of a larger statement, for a pending record written
 * in one statement with what it causes; inserted only if `when` holds. `write` builds and runs that
 * statement with the CTE and answers ID_TAKEN when the record's TNX id was taken (the CTE inserted
 * nothing although `when` held): it is called again with a new id. The CTE returns the record's
 * `seq` (text), `created_ms` (epoch ms), and the `description` and `crypto` it wrote (either may be
 * SQL the statement computes, e.g. from a row an earlier CTE read).
 */
export async function withTransactionCte<T>(
  name: string,
  values: Omit<NewTransaction, "description" | "crypto"> & {
    description: string | SQL;
    crypto?: string | SQL;
  },
  when: SQL,
  write: (insert: {
    cte: SQL;
    row: Omit<TransactionRow, "seq" | "createdAt" | "description" | "crypto">;
  }) => Promise<T | typeof ID_TAKEN>,
): Promise<T> {
  if (values.status !== "pending" || values.firstApprovedBy)
    throw new Error("withTransactionCte writes pending records without a first approval");
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
    const record = newRecord(values, attempt);
    const row = {
      ...record,
      fee: record.fee ?? null,
      netAmount: record.netAmount ?? null,
      crypto: record.crypto ?? "",
      walletAddress: record.walletAddress ?? null,
      paymentMethodId: record.paymentMethodId ?? null,
      reference: record.reference ?? null,
      decidedAt: null,
      decidedBy: record.decidedBy ?? null,
      firstApprovedBy: null,
      firstApprovedAt: null,
      adjustAccount: record.adjustAccount ?? null,
      adjustReason: record.adjustReason ?? null,
    };
    const cte = sql`${sql.identifier(name)} as (
      insert into ${transactions} (id, transaction_id, user_id, kind, type, status, amount, fee, net_amount,
        description, crypto, wallet_address, payment_method_id, reference, decided_by, adjust_account, adjust_reason)
      select ${row.id}, ${row.transactionId}, ${row.userId}, ${row.kind}, ${row.type}, ${row.status},
        ${row.amount.toString()}::bigint, ${row.fee?.toString() ?? null}::bigint, ${row.netAmount?.toString() ?? null}::bigint,
        ${row.description}, ${row.crypto}, ${row.walletAddress}, ${row.paymentMethodId}, ${row.reference},
        ${row.decidedBy}, ${row.adjustAccount}, ${row.adjustReason}
      where ${when}
      on conflict (transaction_id) do nothing
      returning seq::text as seq, floor(extract(epoch from created_at) * 1000)::float8 as created_ms,
        description, crypto
    )`;
    const result = await write({ cte, row });
    if (result !== ID_TAKEN) return result;
  }
  throw new Error("Could not find a free transaction id");
}
