/**
 * Ledger account names. Every user has four accounts; the system accounts take the other side of
 * every entry. Ids are deterministic, so an account can be created on first use.
 *
 * Sign convention: a posting of +X raises that account's balance by X. The postings of an entry
 * sum to zero, so the system accounts mirror what users hold (deposits-clearing goes negative as
 * deposits are approved, and so on).
 */
const USER_ACCOUNT_KINDS = ["balance", "profit", "bonus", "hold"] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

const SYSTEM_ACCOUNT_KINDS = [
  /** Money that arrived through approved deposits. */
  "deposits-clearing",
  /** Net amounts paid out on approved withdrawals. */
  "payouts",
  /** Withdrawal processing fees. */
  "fees",
  /** Counterpart of user holds (pending withdrawals). */
  "holds-control",
  /** Money inside active trades. */
  "trades-in-force",
  /** Profit granted by admins. */
  "profit-expense",
  /** Admin balance corrections. */
  "adjustments",
  /** Referral bonuses paid into balances. */
  "referral-expense",
  /** Counterpart of the bonus tally (bonus is a record of bonuses received, not spendable money). */
  "bonus-memo",
  /** The house's side of live trading: users' realized profit is its loss and the other way round. */
  "market",
  /** Live losses beyond an account's cash, absorbed by the house (negative-balance protection). */
  "write-offs",
  /** Where practice accounts' virtual money comes from and goes back to on reset. */
  "practice-money",
  /** The practice-mode twin of market. */
  "practice-market",
  /** The practice-mode twin of write-offs. */
  "practice-write-offs",
] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

/**
 * Each system account is split into this many rows (shards): nearly every entry touches one, and a
 * single row would make every money transaction in the system queue on its lock. Entries take the
 * shards in turn (see onNextShard); a system account's balance is the sum of its shards (and of the
 * unsharded `system:<kind>` row that entries booked before the split, which keeps its postings).
 */
export const SYSTEM_ACCOUNT_SHARDS = 16;

export type AccountRef =
  | { userId: string; kind: UserAccountKind }
  | { tradingAccountId: string }
  | { system: SystemAccountKind; shard?: number };

export function accountId(ref: AccountRef): string {
  if ("tradingAccountId" in ref) return `trading:${ref.tradingAccountId}:cash`;
  if (!("system" in ref)) return `user:${ref.userId}:${ref.kind}`;
  return ref.shard === undefined ? `system:${ref.system}` : `system:${ref.system}:${ref.shard}`;
}

/** This instance's next shard; it starts at a random one so that instances do not move in step. */
let nextShard = Math.floor(Math.random() * SYSTEM_ACCOUNT_SHARDS);

/**
 * The same system account refs, all on this instance's next shard (round robin); user refs
 * unchanged. In turn rather than at random: the entries in flight at one time (at most the pool's
 * connections, fewer than the shards) then lock different rows, where a random pick made two of
 * eight concurrent entries share a shard more often than not (the second waits until the first's
 * commit is flushed, and misses that flush).
 */
export function onNextShard<T extends { account: AccountRef }>(items: T[]): T[] {
  return onShard(items, takeNextShard());
}

/** This instance's next shard, taken (the round robin of onNextShard). */
export function takeNextShard(): number {
  const shard = nextShard;
  nextShard = (nextShard + 1) % SYSTEM_ACCOUNT_SHARDS;
  return shard;
}

/** The same system account refs, all on `shard`; user refs unchanged. */
export function onShard<T extends { account: AccountRef }>(items: T[], shard: number): T[] {
  return items.map((item) =>
    "system" in item.account ? { ...item, account: { system: item.account.system, shard } } : item,
  );
}

export const userAccount = (userId: string, kind: UserAccountKind): AccountRef => ({ userId, kind });
export const systemAccount = (kind: SystemAccountKind): AccountRef => ({ system: kind });
/** A trading account's cash (live or practice: the account's mode decides which money it is). */
export const tradingCash = (tradingAccountId: string): AccountRef => ({ tradingAccountId });
