import { and, eq, sql } from "drizzle-orm";
import type { CopyStatus } from "../../shared/schemas/copies";
import type { Quote } from "../../shared/schemas/market";
import type { TradingMode } from "../../shared/schemas/trading";
import type { Runner, Tx } from "../db/client";
import { positions } from "../db/schema";
import { anyOf, array } from "../db/sql-arrays";
import { accountId, tradingCash } from "../ledger/accounts";
import type { PositionRow } from "../trading/account-figures";
import type { QuoteSource } from "../trading/quote-source";
import type { InstrumentRow } from "../trading/to-instrument";
import { withQuotesFor } from "../trading/trading-account";
import type { MirrorTaskRef } from "./apply-mirror-task";
import { decideMirror, type MirrorJob } from "./decide-mirror";
import { BatchWrites } from "./mirror-batch-writes";

/** What one batch did: copies taken, tasks completed, and tasks left to the one-by-one path. */
export interface MirrorBatchResult {
  taken: number;
  completed: number;
  oneByOne: MirrorTaskRef[];
}

/**
 * Applies trader fills `jobs` (in their order; of one trader, so of the same copies) to up to
 * `limit` copies in one transaction (issue 30 point 1, decision 0026). The copies whose first
 * pending task is one of `jobs` are taken with SKIP LOCKED on that task and on the copy's trading
 * account (other workers and instances take other copies), with their later tasks among `jobs`;
 * the copies' rows with their cash, and their positions, are read in one statement each, and each
 * copy decided by the rules of decideMirror job after job, in memory, on the state the previous job left.
 * The outcome is written as multi-row statements (BatchWrites): positions opened and changed,
 * fills, copy events, the tasks deleted and the investors' live updates. Copies, fills, events and
 * task deletions commit together, so each (copy, trader fill) happens exactly once, whatever
 * crashes. A copy that holds the other side from before is left to applyMirrorTask (`oneByOne`), a
 * close without a usable quote stays queued, and either way that copy's later jobs wait for it.
 */
export async function applyMirrorBatch(
  db: Runner,
  market: QuoteSource,
  jobs: readonly MirrorJob[],
  instruments: ReadonlyMap<string, InstrumentRow>,
  quotes: ReadonlyMap<string, Quote>,
  options: { limit: number; staleMs: number },
): Promise<MirrorBatchResult> {
  return db.transaction(async (tx) => {
    const held = await holdReadyTasks(tx, jobs, options.limit);
    if (held.copies.length === 0) return { taken: 0, completed: 0, oneByOne: [] };
    // Read after the accounts are locked: every change to a copy locks its account first (lockCopy).
    const copyRows = await readCopies(tx, held.copies);
    const openByAccount = await openPositionsByAccount(
      tx,
      held.copies.map((copy) => copy.accountId),
    );
    const allOpen = [...openByAccount.values()].flat();
    const marks = await withQuotesFor(market, allOpen, new Map(quotes));
    const jobBySeq = new Map(jobs.map((job, tick) => [job.seq, { job, tick }]));

    const writes = new BatchWrites(held.now);
    const oneByOne: MirrorTaskRef[] = [];
    for (const copy of copyRows) {
      const account = { id: copy.accountId, mode: copy.mode };
      let cash = copy.cash;
      let open = openByAccount.get(account.id) ?? [];
      for (const seq of held.chains.get(copy.id) ?? []) {
        const { job, tick } = jobBySeq.get(seq)!;
        const state = {
          status: copy.status,
          mode: account.mode,
          fixedMargin: copy.fixedMargin,
          cash,
          open,
          quotes: marks,
          now: held.now,
        };
        const decision = decideMirror(job, instruments.get(job.symbol)!, state, options.staleMs);
        // Its later fills wait for this one: the next batch, or the one-copy path, takes it first.
        if (decision.kind === "defer") break;
        if (decision.kind === "close-against-first") {
          oneByOne.push({ copyId: copy.id, jobSeq: job.seq });
          break;
        }
        const effect = writes.add(job, tick, copy, account, decision, cash);
        cash += effect.realized;
        open = nextOpen(open, effect.before, effect.position);
      }
    }
    await writes.flush(tx);
    return { taken: held.copies.length, completed: writes.completed, oneByOne };
  });
}

/** The copy's open positions after a write changed `before` into `after` (null: none, or closed). */
function nextOpen(open: PositionRow[], before: PositionRow | null, after: PositionRow | null): PositionRow[] {
  if (!before) return after ? [...open, after] : open;
  return open.flatMap((row) => (row.id !== before.id ? [row] : after ? [after] : []));
}

/**
 * The copies whose first pending task is one of `jobs`' (a copy applies its trader's fills in
 * order), held by that task and by the copy's trading account, both locked with SKIP LOCKED (a
 * task another worker holds, or an account another transaction is changing, is left for later),
 * and each copy's chain: its tasks of `jobs` with no task of another trader fill before them, in
 * order, locked too (the first one's lock keeps every other worker off the copy's later tasks).
 * In no particular order: the scan stops at `limit` copies (ordered, every batch read and sorted
 * all the tasks left, 150 ms of 10,000). A statement that skips locked rows never waits on one, so
 * taking the accounts here, not in id order afterwards, cannot deadlock.
 */
async function holdReadyTasks(tx: Tx, jobs: readonly MirrorJob[], limit: number) {
  const seqs = jobs.map((job) => job.seq.toString());
  const result = await tx.execute(sql`
    select t.copy_id, t.job_seq::text as job_seq, c.account_id, a.mode, now() as now
    from mirror_tasks t
    join copies c on c.id = t.copy_id
    join trading_accounts a on a.id = c.account_id
    where t.job_seq = any(${array(seqs)}::bigint[])
      and not exists (
        select 1 from mirror_tasks e where e.copy_id = t.copy_id and e.job_seq < t.job_seq
      )
    limit ${limit}
    for update of t, a skip locked`);
  const rows = result.rows as {
    copy_id: string;
    job_seq: string;
    account_id: string;
    mode: TradingMode;
    now: string | Date;
  }[];
  const chains = new Map(rows.map((row) => [row.copy_id, [BigInt(row.job_seq)]]));
  if (jobs.length > 1 && rows.length > 0) {
    const later = await tx.execute(sql`
      select t.copy_id, t.job_seq::text as job_seq
      from mirror_tasks t
      where t.copy_id = any(${array([...chains.keys()])}::text[])
        and t.job_seq = any(${array(seqs)}::bigint[])
        and not exists (
          select 1 from mirror_tasks e
          where e.copy_id = t.copy_id and e.job_seq < t.job_seq and e.job_seq <> all(${array(seqs)}::bigint[])
        )
      order by t.copy_id, t.job_seq
      for update of t`);
    for (const row of later.rows as { copy_id: string; job_seq: string }[]) {
      const chain = chains.get(row.copy_id)!;
      const seq = BigInt(row.job_seq);
      if (seq > chain[chain.length - 1]!) chain.push(seq);
    }
  }
  return {
    copies: rows.map((row) => ({ copyId: row.copy_id, accountId: row.account_id, mode: row.mode })),
    chains,
    now: new Date(rows[0]?.now ?? Date.now()),
  };
}

/** The held copies' rows and their accounts' cash (ledger balance), in one statement. */
async function readCopies(tx: Tx, held: readonly { copyId: string; accountId: string; mode: TradingMode }[]) {
  const modes = new Map(held.map((copy) => [copy.copyId, copy.mode]));
  const cashIds = held.map((copy) => accountId(tradingCash(copy.accountId)));
  const result = await tx.execute(sql`
    select c.id, c.status, c.fixed_margin::text as fixed_margin, c.investor_id, c.account_id,
           coalesce(l.balance, 0)::text as cash
    from unnest(${array([...modes.keys()])}::text[], ${array(cashIds)}::text[]) as v(copy_id, cash_id)
    join copies c on c.id = v.copy_id
    left join ledger_accounts l on l.id = v.cash_id`);
  const rows = result.rows as {
    id: string;
    status: CopyStatus;
    fixed_margin: string | null;
    investor_id: string;
    account_id: string;
    cash: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    fixedMargin: row.fixed_margin === null ? null : BigInt(row.fixed_margin),
    investorId: row.investor_id,
    accountId: row.account_id,
    mode: modes.get(row.id)!,
    cash: BigInt(row.cash),
  }));
}

async function openPositionsByAccount(tx: Tx, accountIds: string[]): Promise<Map<string, PositionRow[]>> {
  const rows = await tx
    .select()
    .from(positions)
    .where(and(anyOf(positions.accountId, accountIds), eq(positions.status, "open")))
    .orderBy(positions.openedAt, positions.id);
  const byAccount = new Map<string, PositionRow[]>();
  for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
  return byAccount;
}
