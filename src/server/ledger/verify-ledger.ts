import { sql } from "drizzle-orm";
import type { Runner } from "../db/client";
import { verifyReferences } from "./verify-references";

export interface LedgerReport {
  ok: boolean;
  problems: string[];
}

async function rows<T>(db: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

/**
 * Recomputes the ledger from its postings and lists every difference:
 * - every journal entry's postings sum to zero (and it has at least two);
 * - every cached balance equals the sum of its postings;
 * - no user account is below zero;
 * - no withdrawal hold is resolved twice, and every hold matches its withdrawal's state
 *   (held while pending, released once decided);
 * - each user's hold equals the sum of their pending withdrawals;
 * - trades-in-force equals the sum of active trades; deposits-clearing mirrors approved deposits;
 * - trading (issue 12): every fill's realized P&L is what its entry posted to the account's cash;
 *   per mode, the fills' realized P&L equals minus the market account minus the write-offs; no
 *   entry mixes practice (virtual) money with real money; closed positions hold no margin;
 * - every reference of a position, fill, copy event and mirror task names a row (verifyReferences).
 */
export async function verifyLedger(db: Runner): Promise<LedgerReport> {
  const problems: string[] = [];

  for (const row of await rows<{ entry_id: string; total: string; n: string }>(
    db,
    sql`select e.id as entry_id, coalesce(sum(p.amount), 0)::text as total, count(p.id)::text as n
        from journal_entries e left join postings p on p.entry_id = e.id
        group by e.id having coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2`,
  )) {
    problems.push(`entry ${row.entry_id}: postings sum to ${row.total} over ${row.n} postings`);
  }

  for (const row of await rows<{ id: string; cached: string; summed: string }>(
    db,
    sql`select a.id, a.balance::text as cached, coalesce(s.total, 0)::text as summed
        from ledger_accounts a
        left join (select account_id, sum(amount) as total from postings group by account_id) s
          on s.account_id = a.id
        where a.balance <> coalesce(s.total, 0)`,
  )) {
    problems.push(`account ${row.id}: cached ${row.cached} but postings sum to ${row.summed}`);
  }

  for (const row of await rows<{ id: string; balance: string }>(
    db,
    sql`select id, balance::text as balance from ledger_accounts where user_id is not null and balance < 0`,
  )) {
    problems.push(`user account ${row.id} is below zero: ${row.balance}`);
  }

  for (const row of await rows<{ transaction_row_id: string; n: string }>(
    db,
    sql`select transaction_row_id, count(*)::text as n from journal_entries
        where kind in ('withdrawal-approve', 'withdrawal-release')
        group by transaction_row_id having count(*) > 1`,
  )) {
    problems.push(`withdrawal ${row.transaction_row_id}: hold resolved ${row.n} times`);
  }

  for (const row of await rows<{ id: string; status: string; amount: string; hold: string }>(
    db,
    sql`select t.id, t.status, t.amount::text as amount, coalesce(h.total, 0)::text as hold
        from transactions t
        left join (
          select e.transaction_row_id, sum(p.amount) as total
          from journal_entries e join postings p on p.entry_id = e.id
          join ledger_accounts a on a.id = p.account_id and a.kind = 'hold' and a.user_id is not null
          group by e.transaction_row_id
        ) h on h.transaction_row_id = t.id
        where t.kind = 'withdrawal'
          and coalesce(h.total, 0) <> case when t.status = 'pending' then t.amount else 0 end`,
  )) {
    problems.push(`withdrawal ${row.id} (${row.status}, ${row.amount}): hold postings sum to ${row.hold}`);
  }

  for (const row of await rows<{ user_id: string; hold: string; pending: string }>(
    db,
    sql`select u.user_id, coalesce(a.balance, 0)::text as hold, coalesce(w.total, 0)::text as pending
        from (select user_id from ledger_accounts where kind = 'hold' and user_id is not null
              union select user_id from transactions where kind = 'withdrawal' and status = 'pending') u
        left join ledger_accounts a on a.user_id = u.user_id and a.kind = 'hold'
        left join (select user_id, sum(amount) as total from transactions
                   where kind = 'withdrawal' and status = 'pending' group by user_id) w on w.user_id = u.user_id
        where coalesce(a.balance, 0) <> coalesce(w.total, 0)`,
  )) {
    problems.push(`user ${row.user_id}: hold ${row.hold} but pending withdrawals ${row.pending}`);
  }

  const [trades] = await rows<{ in_force: string; active: string }>(
    db,
    sql`select coalesce((select sum(balance) from ledger_accounts where user_id is null and kind = 'trades-in-force'), 0)::text as in_force,
               coalesce((select sum(amount) from trades where status = 'active'), 0)::text as active`,
  );
  if (trades && trades.in_force !== trades.active) {
    problems.push(`trades-in-force is ${trades.in_force} but active trades sum to ${trades.active}`);
  }

  const [deposits] = await rows<{ clearing: string; approved: string }>(
    db,
    sql`select coalesce((select -sum(balance) from ledger_accounts where user_id is null and kind = 'deposits-clearing'), 0)::text as clearing,
               coalesce((select sum(amount) from transactions where kind = 'deposit' and status = 'success'), 0)::text as approved`,
  );
  if (deposits && deposits.clearing !== deposits.approved) {
    problems.push(
      `deposits-clearing is ${deposits.clearing} but approved deposits sum to ${deposits.approved}`,
    );
  }

  problems.push(...(await verifyTrading(db)), ...(await verifyReferences(db)));
  return { ok: problems.length === 0, problems };
}

const PRACTICE_KINDS = sql`('practice-cash', 'practice-money', 'practice-market', 'practice-write-offs')`;

async function verifyTrading(db: Runner): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await rows<{ id: string; realized: string; posted: string }>(
    db,
    sql`select f.id, f.realized_pnl::text as realized, coalesce(p.amount, 0)::text as posted
        from fills f
        left join postings p on p.entry_id = f.entry_id and p.account_id = 'trading:' || f.account_id || ':cash'
        where f.realized_pnl <> coalesce(p.amount, 0)`,
  )) {
    problems.push(`fill ${row.id}: realized ${row.realized} but its entry posted ${row.posted} to the cash`);
  }

  for (const mode of ["live", "practice"] as const) {
    const prefix = mode === "practice" ? "practice-" : "";
    const [row] = await rows<{ realized: string; house: string }>(
      db,
      sql`select coalesce((select sum(f.realized_pnl) from fills f
                            join trading_accounts a on a.id = f.account_id where a.mode = ${mode}), 0)::text as realized,
                 coalesce((select -sum(balance) from ledger_accounts
                            where user_id is null and kind in (${`${prefix}market`}, ${`${prefix}write-offs`})), 0)::text as house`,
    );
    if (row && row.realized !== row.house)
      problems.push(`${mode} fills realized ${row.realized} but market and write-offs hold ${row.house}`);
  }

  for (const row of await rows<{ entry_id: string }>(
    db,
    sql`select p.entry_id from postings p join ledger_accounts a on a.id = p.account_id
        group by p.entry_id
        having bool_or(a.kind in ${PRACTICE_KINDS}) and bool_or(a.kind not in ${PRACTICE_KINDS})`,
  )) {
    problems.push(`entry ${row.entry_id} mixes practice money with real money`);
  }

  for (const row of await rows<{ id: string }>(
    db,
    sql`select id from positions where (status = 'closed' and margin <> 0) or (status = 'open' and margin < 0)`,
  )) {
    problems.push(`position ${row.id}: margin does not match its status`);
  }

  // Copies (issue 13): a stopped copy holds no money; what a copy paid in profit share is what its
  // 'profit-share' entries took from its cash.
  for (const row of await rows<{ id: string; cash: string }>(
    db,
    sql`select c.id, a.balance::text as cash from copies c
        join ledger_accounts a on a.id = 'trading:' || c.account_id || ':cash'
        where c.status = 'stopped' and a.balance <> 0`,
  )) {
    problems.push(`copy ${row.id}: stopped but its cash is ${row.cash}`);
  }
  for (const row of await rows<{ id: string; fees: string; posted: string }>(
    db,
    sql`select c.id, c.fees_paid::text as fees, coalesce(-sum(p.amount), 0)::text as posted
        from copies c
        left join journal_entries e on e.trading_account_id = c.account_id and e.kind = 'profit-share'
        left join postings p on p.entry_id = e.id and p.account_id = 'trading:' || c.account_id || ':cash'
        group by c.id, c.fees_paid
        having c.fees_paid <> coalesce(-sum(p.amount), 0)`,
  )) {
    problems.push(`copy ${row.id}: fees paid ${row.fees} but its profit-share entries took ${row.posted}`);
  }
  return problems;
}
