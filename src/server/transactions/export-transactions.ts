import { and, desc, eq, type SQL } from "drizzle-orm";
import { centsToDecimal } from "../../shared/money";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { transactions } from "../db/schema";
import { searchCondition } from "./list-query";

const HEADER = [
  "Transaction ID",
  "Date",
  "Type",
  "Status",
  "Amount (USD)",
  "Fee (USD)",
  "Net Amount (USD)",
  "Description",
  "Crypto",
  "Wallet Address",
];

/**
 * One CSV cell (RFC 4180 quoting). Text a spreadsheet would run as a formula (= + - @, tab, CR)
 * is prefixed with an apostrophe, so an exported wallet address can never execute anything.
 */
export function csvCell(value: string, { text = true } = {}): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The actor's own transactions (optionally searched like the list), newest first, as CSV text. */
export async function exportTransactionsCsv(
  db: Db,
  actor: Actor,
  input: { search?: string | undefined },
): Promise<string> {
  const conditions: SQL[] = [eq(transactions.userId, actor.userId)];
  if (input.search) conditions.push(searchCondition(input.search));
  const rows = await db
    .select()
    .from(transactions)
    .where(and(...conditions))
    .orderBy(desc(transactions.seq));
  const lines = [HEADER.map((title) => csvCell(title)).join(",")];
  for (const row of rows) {
    const money = (value: bigint | null) => (value === null ? "" : centsToDecimal(value));
    lines.push(
      [
        csvCell(row.transactionId),
        csvCell(row.createdAt.toISOString(), { text: false }),
        csvCell(row.type === "credit" ? "credit" : "debit"),
        csvCell(row.status),
        csvCell(money(row.amount), { text: false }),
        csvCell(money(row.fee), { text: false }),
        csvCell(money(row.netAmount), { text: false }),
        csvCell(row.description),
        csvCell(row.crypto),
        csvCell(row.walletAddress ?? ""),
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
