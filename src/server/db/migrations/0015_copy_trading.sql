CREATE TABLE "appropriateness_assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copies" (
	"id" text PRIMARY KEY NOT NULL,
	"investor_id" text NOT NULL,
	"trader_id" text NOT NULL,
	"account_id" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"stop_loss_percent" integer NOT NULL,
	"copy_open_positions" boolean NOT NULL,
	"invested" bigint NOT NULL,
	"high_water_mark" numeric NOT NULL,
	"trader_nav_at_start" numeric NOT NULL,
	"fees_paid" bigint DEFAULT '0' NOT NULL,
	"stop_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "copies_mode" CHECK ("copies"."mode" in ('live', 'practice')),
	CONSTRAINT "copies_status" CHECK ("copies"."status" in ('active', 'paused', 'stopped')),
	CONSTRAINT "copies_stop_loss" CHECK ("copies"."stop_loss_percent" between 5 and 95),
	CONSTRAINT "copies_invested" CHECK ("copies"."invested" >= 0)
);
--> statement-breakpoint
CREATE TABLE "copy_events" (
	"id" text PRIMARY KEY NOT NULL,
	"copy_id" text NOT NULL,
	"kind" text NOT NULL,
	"trader_fill_id" text,
	"copy_fill_id" text,
	"reason" text,
	"symbol" text,
	"side" text,
	"trader_quantity" numeric,
	"trader_price" numeric,
	"quantity" numeric,
	"price" numeric,
	"amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mirror_jobs" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mirror_jobs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trader_fill_id" text NOT NULL,
	"trader_equity_before" bigint NOT NULL,
	"trader_quantity_before" numeric NOT NULL,
	"expanded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mirror_tasks" (
	"job_seq" bigint NOT NULL,
	"copy_id" text NOT NULL,
	CONSTRAINT "mirror_tasks_copy_id_job_seq_pk" PRIMARY KEY("copy_id","job_seq")
);
--> statement-breakpoint
CREATE TABLE "nav_snapshots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nav_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"equity" bigint NOT NULL,
	"units" numeric NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "traders" ADD COLUMN "hides_recent_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD COLUMN "units" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "appropriateness_assessments" ADD CONSTRAINT "appropriateness_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copies" ADD CONSTRAINT "copies_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copies" ADD CONSTRAINT "copies_trader_id_traders_user_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."traders"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copies" ADD CONSTRAINT "copies_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_events" ADD CONSTRAINT "copy_events_copy_id_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_events" ADD CONSTRAINT "copy_events_trader_fill_id_fills_id_fk" FOREIGN KEY ("trader_fill_id") REFERENCES "public"."fills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_events" ADD CONSTRAINT "copy_events_copy_fill_id_fills_id_fk" FOREIGN KEY ("copy_fill_id") REFERENCES "public"."fills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_jobs" ADD CONSTRAINT "mirror_jobs_trader_fill_id_fills_id_fk" FOREIGN KEY ("trader_fill_id") REFERENCES "public"."fills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_tasks" ADD CONSTRAINT "mirror_tasks_job_seq_mirror_jobs_seq_fk" FOREIGN KEY ("job_seq") REFERENCES "public"."mirror_jobs"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_tasks" ADD CONSTRAINT "mirror_tasks_copy_id_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_snapshots" ADD CONSTRAINT "nav_snapshots_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appropriateness_user_idx" ON "appropriateness_assessments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "copies_account_unique" ON "copies" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "copies_one_per_trader" ON "copies" USING btree ("investor_id","trader_id") WHERE "copies"."status" <> 'stopped';--> statement-breakpoint
CREATE INDEX "copies_trader_idx" ON "copies" USING btree ("trader_id","mode") WHERE "copies"."status" <> 'stopped';--> statement-breakpoint
CREATE INDEX "copies_investor_idx" ON "copies" USING btree ("investor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_events_one_per_trader_fill" ON "copy_events" USING btree ("copy_id","trader_fill_id") WHERE "copy_events"."trader_fill_id" is not null;--> statement-breakpoint
CREATE INDEX "copy_events_copy_idx" ON "copy_events" USING btree ("copy_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mirror_jobs_fill_unique" ON "mirror_jobs" USING btree ("trader_fill_id");--> statement-breakpoint
CREATE INDEX "mirror_jobs_pending_idx" ON "mirror_jobs" USING btree ("seq") WHERE "mirror_jobs"."expanded_at" is null;--> statement-breakpoint
CREATE INDEX "mirror_tasks_job_idx" ON "mirror_tasks" USING btree ("job_seq");--> statement-breakpoint
CREATE INDEX "nav_snapshots_account_at_idx" ON "nav_snapshots" USING btree ("account_id","at");--> statement-breakpoint
-- Accounts made before NAV units existed: their cash buys units at $1.00 (open positions' unrealized
-- P&L is left out: it becomes the first movement of NAV per unit).
UPDATE trading_accounts t SET units = la.balance::numeric / 100
FROM ledger_accounts la WHERE la.id = 'trading:' || t.id || ':cash' AND la.balance > 0;
--> statement-breakpoint
INSERT INTO nav_snapshots (account_id, equity, units, reason)
SELECT t.id, la.balance, t.units, 'flow'
FROM trading_accounts t JOIN ledger_accounts la ON la.id = 'trading:' || t.id || ':cash'
WHERE la.balance > 0;
