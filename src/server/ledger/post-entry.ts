import { inArray, type SQL, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Runner } from "../db/client";
import { isCheckViolation } from "../db/errors";
import { rowId } from "../db/row-id";
import { journalEntries, ledgerAccounts, postings } from "../db/schema";
import { array } from "../db/sql-arrays";
import { unprocessable } from "../http/errors";
import { type AccountRef, accountId, onNextShard, onShard } from "./accounts";

export interface Posting {
  account: AccountRef;
  /** Signed cents: + raises the account's balance. */
  amount: bigint;
}

export interface EntryInput {
  /** What happened, e.g. "deposit-approve"; unique per transaction record. */
  kind: string;
  /** The row id (`transactions.id`) of the user-visible transaction this entry books (or, for trading, the account below). */
  transactionRowId?: string | null;
  /** The trading account this entry books (fills, resets, write-offs). */
  tradingAccountId?: string | null;
  actorId: string | null;
  idempotencyKey?: string | null;
  postings: Posting[];
}

/**
 * Locks user ledger accounts in the one fixed order every transaction uses (user accounts first,
 * then system accounts, each by id) and returns their cached balances. Every account exists
 * already (migration 0007: system accounts are created with the schema, a user's four with the
 * user). Re-locking rows this transaction already holds is free.
 */
export async function lockAccounts(tx: Runner, refs: AccountRef[]): Promise<Map<string, bigint>> {
  const ids = [...new Set(refs.map(accountId))];
  if (ids.length === 0) return new Map();
  const locked = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(sql`${ledgerAccounts.userId} is null`, ledgerAccounts.id)
    .for("no key update");
  if (locked.length !== ids.length) {
    const found = new Set(locked.map((row) => row.id));
    throw new Error(`ledger accounts missing: ${ids.filter((id) => !found.has(id)).join(", ")}`);
  }
  return new Map(locked.map((row) => [row.id, row.balance]));
}

/**
 * The one way money moves: validates that the postings sum to zero, then in ONE statement locks
 * the accounts in the fixed order (user accounts first, then system accounts, each by id), updates
 * their cached balances and appends the entry with its postings, all inside `tx`. A user account
 * that would go below zero trips the CHECK on ledger_accounts and is refused with 'Insufficient
 * balance' (callers check first with a clearer message where they can).
 *
 * System accounts (deposits-clearing, holds-control, ...) take the other side of nearly every entry,
 * so the entry books them on one shard, the shards taken in turn (see SYSTEM_ACCOUNT_SHARDS), and
 * callers post their entry as the last step of their transaction, so those busy rows stay locked
 * only for this statement and the commit.
 */
export async function postEntry(tx: Runner, entry: EntryInput): Promise<string> {
  const posting = entryCtes(entry);
  let moved: unknown[];
  try {
    moved = (await tx.execute(sql`with ${posting.ctes} select id from moved`)).rows;
  } catch (error) {
    throw asRefusal(error);
  }
  if (moved.length !== posting.accounts) throw new Error(`entry ${entry.kind}: ledger accounts missing`);
  return posting.entryId;
}

/**
 * The entry's postings on the shards they go to, validated (at least two, none zero, summing to
 * zero), each added to `deltas` (the change of each ledger account's cached balance).
 */
function bookedPostings(entry: EntryInput, deltas: Map<string, bigint>, shard?: number) {
  if (entry.postings.length < 2) throw new Error(`entry ${entry.kind} needs at least two postings`);
  const booked = shard === undefined ? onNextShard(entry.postings) : onShard(entry.postings, shard);
  let sum = 0n;
  for (const posting of booked) {
    if (typeof posting.amount !== "bigint" || posting.amount === 0n)
      throw new Error(`entry ${entry.kind} has a zero or non-bigint posting`);
    sum += posting.amount;
    const id = accountId(posting.account);
    deltas.set(id, (deltas.get(id) ?? 0n) + posting.amount);
  }
  if (sum !== 0n) throw new Error(`entry ${entry.kind} does not balance: postings sum to ${sum}`);
  return booked;
}

/**
 * The CTEs `locked` and `moved` after a `delta (id, amount)` CTE: the accounts locked in the fixed
 * order (users' first, then by id), then their cached balances moved by the deltas.
 */
const lockAndMoveDeltas = sql`
    locked as (
      select a.id from ${ledgerAccounts} a join delta d on d.id = a.id
      order by a.user_id is null, a.id
      for no key update of a
    ),
    moved as (
      update ${ledgerAccounts} a set balance = a.balance + d.amount
      from delta d
      where d.id = a.id and a.id in (select id from locked)
      returning a.id
    )`;

/**
 * Several entries at once (the engine's batch of closes, decision 0029): the same validation and
 * shards as postEntry, then ONE statement that locks the accounts in the fixed order, updates their
 * cached balances by the entries' summed deltas and appends the entries and their postings. The
 * caller holds the locks already (lockAccounts, every shard of the system accounts it may use), so
 * batches never take shards crosswise. With `shard`, every system posting goes on that one shard
 * (the caller locked just it: batches on different shards then run side by side). Returns the
 * entries' ids, in order.
 */
export async function postEntries(
  tx: Runner,
  entries: readonly EntryInput[],
  shard?: number,
): Promise<string[]> {
  if (entries.length === 0) return [];
  const ids: string[] = [];
  const deltas = new Map<string, bigint>();
  const rows: { entryId: string; accountId: string; amount: bigint }[] = [];
  for (const entry of entries) {
    const entryId = rowId();
    ids.push(entryId);
    for (const posting of bookedPostings(entry, deltas, shard))
      rows.push({ entryId, accountId: accountId(posting.account), amount: posting.amount });
  }
  const moved = [...deltas];
  let result: { rows: unknown[] };
  try {
    result = await tx.execute(sql`
      with delta (id, amount) as (
        select * from unnest(${array(moved.map(([id]) => id))}::text[], ${array(moved.map(([, amount]) => amount.toString()))}::bigint[])
      ),
      ${lockAndMoveDeltas},
      entry as (
        insert into ${journalEntries} (id, kind, transaction_row_id, trading_account_id, actor_id, idempotency_key)
        select * from unnest(${array(ids)}::text[], ${array(entries.map((entry) => entry.kind))}::text[],
                             ${array(entries.map((entry) => entry.transactionRowId ?? null))}::text[],
                             ${array(entries.map((entry) => entry.tradingAccountId ?? null))}::text[],
                             ${array(entries.map((entry) => entry.actorId))}::text[],
                             ${array(entries.map((entry) => entry.idempotencyKey ?? null))}::text[])
      ),
      posted as (
        insert into ${postings} (entry_id, account_id, amount)
        select * from unnest(${array(rows.map((row) => row.entryId))}::text[], ${array(rows.map((row) => row.accountId))}::text[],
                             ${array(rows.map((row) => row.amount.toString()))}::bigint[])
      )
      select id from moved`);
  } catch (error) {
    throw asRefusal(error);
  }
  if (result.rows.length !== moved.length) throw new Error("entries: ledger accounts missing");
  return ids;
}

/** A user account going below zero trips the CHECK on ledger_accounts: that is 'Insufficient balance'. */
export function asRefusal(error: unknown): unknown {
  return isCheckViolation(error, "ledger_accounts_user_non_negative")
    ? unprocessable("INSUFFICIENT_BALANCE", messages.insufficientBalance)
    : error;
}

/**
 * The CTEs (delta, locked, moved, entry, posted) that post `entry`, for a statement of their own
 * (postEntry) or after other CTEs of a larger statement; nothing is posted unless `when` (a SQL
 * condition, e.g. on an earlier CTE) holds. Validates the entry first.
 *
 * Data-modifying CTEs run in one statement; foreign keys are checked at its end, so the postings
 * may reference the entry inserted beside them. ORDER BY before FOR NO KEY UPDATE takes the locks
 * in that order.
 */
export function entryCtes(entry: EntryInput, when: SQL = sql`true`) {
  const deltas = new Map<string, bigint>();
  const booked = bookedPostings(entry, deltas);

  const entryId = rowId();
  const accountDeltas = sql.join(
    [...deltas].map(([id, delta]) => sql`(${id}, ${delta.toString()}::bigint)`),
    sql`, `,
  );
  const postingRows = sql.join(
    booked.map(
      (posting) => sql`(${entryId}, ${accountId(posting.account)}, ${posting.amount.toString()}::bigint)`,
    ),
    sql`, `,
  );
  const ctes = sql`
    delta (id, amount) as (select * from (values ${accountDeltas}) as v where ${when}),
    ${lockAndMoveDeltas},
    entry as (
      insert into ${journalEntries} (id, kind, transaction_row_id, trading_account_id, actor_id, idempotency_key)
      select ${entryId}, ${entry.kind}, ${entry.transactionRowId ?? null}, ${entry.tradingAccountId ?? null},
             ${entry.actorId}, ${entry.idempotencyKey ?? null}
      where ${when}
    ),
    posted as (
      insert into ${postings} (entry_id, account_id, amount)
      select p.entry_id, p.account_id, p.amount
      from (values ${postingRows}) as p (entry_id, account_id, amount)
      where ${when}
    )`;
  return { ctes, entryId, accounts: deltas.size };
}
