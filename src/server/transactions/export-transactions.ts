import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Language } from "../../shared/languages";
import { centsToDecimal } from "../../shared/money";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { transactions } from "../db/schema";
import { searchCondition } from "./list-query";

/** The header row in each language (English: the spec's names); the cells below are data, not translated. */
const HEADERS: Record<Language, readonly string[] & { length: 10 }> = {
  en: [
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
  ],
  es: [
    "ID de transacción",
    "Fecha",
    "Tipo",
    "Estado",
    "Importe (USD)",
    "Comisión (USD)",
    "Importe neto (USD)",
    "Descripción",
    "Criptomoneda",
    "Dirección de la billetera",
  ],
  fr: [
    "ID de transaction",
    "Date",
    "Type",
    "Statut",
    "Montant (USD)",
    "Frais (USD)",
    "Montant net (USD)",
    "Description",
    "Crypto",
    "Adresse du portefeuille",
  ],
};

/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /(^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/**
 * One CSV cell (RFC 4180 quoting). A text cell is always quoted, and wherever a formula could
 * start (at the beginning, or after a `,` `;` tab or line break a spreadsheet may split the cell on) it gets
 * a leading apostrophe, as OWASP's CSV injection guidance says: an exported wallet address or
 * description can never execute anything. Numbers and dates we format ourselves (`text: false`)
 * are written as they are.
 */
export function csvCell(value: string, { text = true } = {}): string {
  if (!text) return /[",;\t\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return `"${value.replace(FORMULA_START, "$1'").replaceAll('"', '""')}"`;
}

/**
 * The actor's own transactions (optionally searched like the list), newest first, as CSV text with
 * its header row in `language`. Spanish and French start with a UTF-8 byte order mark, so a
 * spreadsheet reads their accents right (English stays plain ASCII, as it always was).
 */
export async function exportTransactionsCsv(
  db: Runner,
  actor: Actor,
  input: { search?: string | undefined },
  language: Language = "en",
): Promise<string> {
  const conditions: SQL[] = [eq(transactions.userId, actor.userId)];
  if (input.search) conditions.push(searchCondition(input.search));
  const rows = await db
    .select()
    .from(transactions)
    .where(and(...conditions))
    .orderBy(desc(transactions.seq));
  const lines = [HEADERS[language].map((title) => csvCell(title)).join(",")];
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
  const bom = language === "en" ? "" : "\uFEFF";
  return `${bom}${lines.join("\r\n")}\r\n`;
}
