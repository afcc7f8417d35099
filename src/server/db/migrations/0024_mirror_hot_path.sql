-- Decision 0031. Every open position is in one of the two close-out indexes (symbol first, by
-- side): this one, an entry more per position opened, served only "which symbols have open
-- positions", and with stale statistics the planner read all of it (80,000 entries) for a mirror
-- batch's 1,000 accounts instead of probing positions_one_open_per_instrument.
DROP INDEX "positions_open_symbol_idx";--> statement-breakpoint
-- The planner's price of a random page read: 1.1 (PostgreSQL's default, 4, is for spinning disks).
-- The hot paths' working set is cached, and with 4 a batch locking 1,000 accounts or copies by id
-- (of 30,000) was planned as a sequential scan of the table: 70 ms instead of 4. A setting of this
-- database, for every new connection to it: the app's, the bench's, psql's.
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database()); END $$;
