import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Db, Tx } from "../db/client";
import { journalEntries, ledgerAccounts, postings } from "../db/schema";
import { unprocessable } from "../http/errors";
import { type AccountRef, accountId } from "./accounts";

/** Anything that runs queries: the database or an open transaction. */
export type Runner = Db | Tx;

export interface Posting {
  account: AccountRef;
  /** Signed cents: + raises the account's balance. */
  amount: bigint;
}

export interface EntryInput {
  /** What happened, e.g. "deposit-approve"; unique per transaction record. */
  kind: string;
  /** The user-visible transaction record this entry books. */
  transactionId: string;
  actorId: string | null;
  idempotencyKey?: string | null;
  postings: Posting[];
}

function toRow(ref: AccountRef) {
  return "system" in ref
    ? { id: accountId(ref), userId: null, kind: ref.system }
    : { id: accountId(ref), userId: ref.userId, kind: ref.kind };
}

/**
 * Locks ledger accounts (creating any that do not exist yet) in the one fixed order every
 * transaction uses: user accounts first, then system accounts, each by id. Returns the cached
 * balances. Re-locking rows this transaction already holds is free.
 */
export async function lockAccounts(tx: Runner, refs: AccountRef[]): Promise<Map<string, bigint>> {
  const rows = new Map(refs.map((ref) => [accountId(ref), toRow(ref)]));
  if (rows.size === 0) return new Map();
  await tx
    .insert(ledgerAccounts)
    .values([...rows.values()])
    .onConflictDoNothing({ target: ledgerAccounts.id });
  const locked = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...rows.keys()]))
    .orderBy(sql`${ledgerAccounts.userId} is null`, ledgerAccounts.id)
    .for("no key update");
  return new Map(locked.map((row) => [row.id, row.balance]));
}

/**
 * The one way money moves: validates that the postings sum to zero, locks the user accounts in the
 * fixed order, appends the entry and its postings and updates the cached balances, all inside `tx`.
 * A user account that would go below zero is refused with 'Insufficient balance' (callers check
 * first with a clearer message where they can; the CHECK constraint is the last guard).
 *
 * System accounts (deposits-clearing, holds-control, ...) take the other side of nearly every entry,
 * so every transaction queues on their rows. They need no balance check, so they are not locked up
 * front: their balances are updated last, one UPDATE each in id order (the same fixed order: user
 * accounts first, then system accounts by id). Callers post their entry as the last step of their
 * transaction, so those hot rows stay locked only for that UPDATE and the commit.
 */
export async function postEntry(tx: Runner, entry: EntryInput): Promise<string> {
  if (entry.postings.length < 2) throw new Error(`entry ${entry.kind} needs at least two postings`);
  let sum = 0n;
  const deltas = new Map<string, { ref: AccountRef; delta: bigint }>();
  for (const posting of entry.postings) {
    if (typeof posting.amount !== "bigint" || posting.amount === 0n)
      throw new Error(`entry ${entry.kind} has a zero or non-bigint posting`);
    sum += posting.amount;
    const id = accountId(posting.account);
    const current = deltas.get(id);
    deltas.set(id, { ref: posting.account, delta: (current?.delta ?? 0n) + posting.amount });
  }
  if (sum !== 0n) throw new Error(`entry ${entry.kind} does not balance: postings sum to ${sum}`);

  const userRefs = [...deltas.values()].filter(({ ref }) => !("system" in ref)).map(({ ref }) => ref);
  const systemRefs = [...deltas.values()].filter(({ ref }) => "system" in ref).map(({ ref }) => ref);
  const balances = await lockAccounts(tx, userRefs);
  for (const [id, { ref, delta }] of deltas) {
    const after = (balances.get(id) ?? 0n) + delta;
    if (!("system" in ref) && after < 0n)
      throw unprocessable("INSUFFICIENT_BALANCE", messages.insufficientBalance);
  }
  // System accounts must exist before postings reference them; this takes no lock on existing rows.
  if (systemRefs.length > 0) {
    await tx
      .insert(ledgerAccounts)
      .values(systemRefs.map(toRow))
      .onConflictDoNothing({ target: ledgerAccounts.id });
  }

  const entryId = randomUUID();
  await tx.insert(journalEntries).values({
    id: entryId,
    kind: entry.kind,
    transactionId: entry.transactionId,
    actorId: entry.actorId,
    idempotencyKey: entry.idempotencyKey ?? null,
  });
  await tx.insert(postings).values(
    entry.postings.map((posting) => ({
      entryId,
      accountId: accountId(posting.account),
      amount: posting.amount,
    })),
  );
  const updates = [...deltas].sort(([a, x], [b, y]) => {
    const systemFirst = Number("system" in x.ref) - Number("system" in y.ref);
    return systemFirst !== 0 ? systemFirst : a < b ? -1 : a > b ? 1 : 0;
  });
  for (const [id, { delta }] of updates) {
    if (delta === 0n) continue;
    await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${delta.toString()}::bigint` })
      .where(sql`${ledgerAccounts.id} = ${id}`);
  }
  return entryId;
}
