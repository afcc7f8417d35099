CREATE TABLE "fills" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"position_id" text NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"quantity" numeric NOT NULL,
	"price" numeric NOT NULL,
	"leverage" integer NOT NULL,
	"reason" text NOT NULL,
	"realized_pnl" bigint DEFAULT '0' NOT NULL,
	"entry_id" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fills_side" CHECK ("fills"."side" in ('buy', 'sell')),
	CONSTRAINT "fills_quantity" CHECK ("fills"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"quantity" numeric NOT NULL,
	"average_price" numeric NOT NULL,
	"leverage" integer NOT NULL,
	"margin" bigint NOT NULL,
	"stop_loss" numeric,
	"take_profit" numeric,
	"realized_pnl" bigint DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"close_reason" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "positions_side" CHECK ("positions"."side" in ('buy', 'sell')),
	CONSTRAINT "positions_status" CHECK ("positions"."status" in ('open', 'closed')),
	CONSTRAINT "positions_quantity" CHECK (("positions"."status" = 'open' and "positions"."quantity" > 0) or ("positions"."status" = 'closed' and "positions"."quantity" = 0))
);
--> statement-breakpoint
CREATE TABLE "traders" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"profit_share_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "traders_profit_share" CHECK ("traders"."profit_share_percent" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "trading_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trading_accounts_kind" CHECK ("trading_accounts"."kind" in ('own', 'copy')),
	CONSTRAINT "trading_accounts_mode" CHECK ("trading_accounts"."mode" in ('live', 'practice'))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "trading_account_id" text;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_symbol_instruments_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."instruments"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traders" ADD CONSTRAINT "traders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fills_account_idx" ON "fills" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "fills_position_idx" ON "fills" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fills_one_automatic_close" ON "fills" USING btree ("position_id") WHERE "fills"."reason" in ('stop-loss', 'take-profit', 'margin-close-out', 'reset');--> statement-breakpoint
CREATE UNIQUE INDEX "positions_one_open_per_instrument" ON "positions" USING btree ("account_id","symbol") WHERE "positions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "positions_open_symbol_idx" ON "positions" USING btree ("symbol") WHERE "positions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "positions_account_idx" ON "positions" USING btree ("account_id","opened_at");--> statement-breakpoint
CREATE INDEX "trading_accounts_user_idx" ON "trading_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_accounts_one_own_per_mode" ON "trading_accounts" USING btree ("user_id","mode") WHERE "trading_accounts"."kind" = 'own';--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_trading_account_id_trading_accounts_id_fk" FOREIGN KEY ("trading_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_trading_account_idx" ON "journal_entries" USING btree ("trading_account_id");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_books_something" CHECK ("journal_entries"."transaction_id" is not null or "journal_entries"."trading_account_id" is not null);--> statement-breakpoint
-- The system accounts of trading (src/server/ledger/accounts.ts), 16 shards each like the others:
-- market (the house's side of users' realized P&L), write-offs (losses beyond a user's cash, which
-- the house absorbs), and the practice-mode twins that keep virtual money apart from real money.
INSERT INTO ledger_accounts (id, user_id, kind)
SELECT 'system:' || kind || ':' || shard, NULL, kind
FROM unnest(ARRAY['market', 'write-offs', 'practice-money', 'practice-market', 'practice-write-offs']) AS kind
CROSS JOIN generate_series(0, 15) AS shard
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- A trading account's cash is a ledger account of its owner (so it can never go below zero), made
-- with the account row whichever code path inserts it.
CREATE OR REPLACE FUNCTION ste_create_trading_cash() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (id, user_id, kind)
  VALUES ('trading:' || NEW.id || ':cash', NEW.user_id,
          CASE NEW.mode WHEN 'live' THEN 'trading-cash' ELSE 'practice-cash' END)
  ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trading_accounts_create_cash AFTER INSERT ON trading_accounts
  FOR EACH ROW EXECUTE FUNCTION ste_create_trading_cash();
