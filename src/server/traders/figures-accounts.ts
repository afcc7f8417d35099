import { and, eq, inArray, sql } from "drizzle-orm";
import type { Runner } from "../db/client";
import { tradingAccounts } from "../db/schema";

/** The own account a trader's public figures come from, and which mode it is. */
export interface FiguresAccount {
  id: string;
  userId: string;
  mode: "live" | "practice";
  units: string;
  createdAt: Date;
}

/**
 * For each trader, the own account their figures come from (one query for all of them): the live
 * account once it has had money (units, a NAV snapshot or a position), else the practice account
 * (else the empty live account). Traders without any own account are absent.
 */
export async function figuresAccounts(
  db: Runner,
  userIds: readonly string[],
): Promise<Map<string, FiguresAccount>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: tradingAccounts.id,
      userId: tradingAccounts.userId,
      mode: tradingAccounts.mode,
      units: tradingAccounts.units,
      createdAt: tradingAccounts.createdAt,
      hadMoney: sql<boolean>`(trading_accounts.units > 0
        or exists (select 1 from nav_snapshots n where n.account_id = trading_accounts.id)
        or exists (select 1 from positions p where p.account_id = trading_accounts.id))`,
    })
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.kind, "own"), inArray(tradingAccounts.userId, [...userIds])));
  const chosen = new Map<string, FiguresAccount & { rank: number }>();
  for (const row of rows) {
    const rank = row.mode === "live" ? (row.hadMoney ? 3 : 1) : 2;
    const before = chosen.get(row.userId);
    if (!before || rank > before.rank) chosen.set(row.userId, { ...row, mode: row.mode, rank });
  }
  return new Map([...chosen].map(([userId, { rank: _rank, ...account }]) => [userId, account]));
}
