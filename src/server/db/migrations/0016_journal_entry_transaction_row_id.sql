-- Issue 16 (glossary): journal_entries.transaction_id held the transaction's row UUID, while
-- transactions.transaction_id is its public TNX id. The column and its foreign key are renamed; the
-- unique index on (column, kind) and the "books something" check follow the column by themselves,
-- so nothing is rebuilt or revalidated (drizzle-kit's version dropped and recreated all three).
ALTER TABLE "journal_entries" RENAME COLUMN "transaction_id" TO "transaction_row_id";--> statement-breakpoint
ALTER TABLE "journal_entries" RENAME CONSTRAINT "journal_entries_transaction_id_transactions_id_fk" TO "journal_entries_transaction_row_id_transactions_id_fk";
