/**
 * Ledger account names. Every user has four accounts; the system accounts take the other side of
 * every entry. Ids are deterministic, so an account can be created on first use.
 *
 * Sign convention: a posting of +X raises that account's balance by X. The postings of an entry
 * sum to zero, so the system accounts mirror what users hold (deposits-clearing goes negative as
 * deposits are approved, and so on).
 */
export const USER_ACCOUNT_KINDS = ["balance", "profit", "bonus", "hold"] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

export const SYSTEM_ACCOUNT_KINDS = [
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
] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

export type AccountRef = { userId: string; kind: UserAccountKind } | { system: SystemAccountKind };

export function accountId(ref: AccountRef): string {
  return "system" in ref ? `system:${ref.system}` : `user:${ref.userId}:${ref.kind}`;
}

export const userAccount = (userId: string, kind: UserAccountKind): AccountRef => ({ userId, kind });
export const systemAccount = (kind: SystemAccountKind): AccountRef => ({ system: kind });
