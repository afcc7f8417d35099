-- Decision 0031: the rows a mirror batch writes (positions, fills, copy events, mirror tasks) carry
-- no foreign keys; their references are checked by verifyTrading (ledger:verify) instead.
ALTER TABLE "copy_events" DROP CONSTRAINT "copy_events_copy_id_copies_id_fk";
--> statement-breakpoint
ALTER TABLE "copy_events" DROP CONSTRAINT "copy_events_trader_fill_id_fills_id_fk";
--> statement-breakpoint
ALTER TABLE "copy_events" DROP CONSTRAINT "copy_events_copy_fill_id_fills_id_fk";
--> statement-breakpoint
ALTER TABLE "fills" DROP CONSTRAINT "fills_account_id_trading_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "fills" DROP CONSTRAINT "fills_position_id_positions_id_fk";
--> statement-breakpoint
ALTER TABLE "mirror_tasks" DROP CONSTRAINT "mirror_tasks_job_seq_mirror_jobs_seq_fk";
--> statement-breakpoint
ALTER TABLE "mirror_tasks" DROP CONSTRAINT "mirror_tasks_copy_id_copies_id_fk";
--> statement-breakpoint
ALTER TABLE "positions" DROP CONSTRAINT "positions_account_id_trading_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "positions" DROP CONSTRAINT "positions_symbol_instruments_symbol_fk";
--> statement-breakpoint
-- Every open position is in one of the two close-out indexes (symbol first, by side): this one, an
-- entry more per position opened, served only "which symbols have open positions", and with stale
-- statistics the planner read all of it for a mirror batch's 1,000 accounts.
DROP INDEX "positions_open_symbol_idx";--> statement-breakpoint
-- The planner's price of a random page read: 1.1 (PostgreSQL's default, 4, is for spinning disks).
-- The hot paths' working set is cached, and with 4 a batch locking 1,000 accounts or copies by id
-- (of 30,000) was planned as a sequential scan of the table: 70 ms instead of 4. A setting of this
-- database, for every new connection to it: the app's, the bench's, psql's (decision 0031).
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database()); END $$;
