ALTER TABLE "transactions" ADD COLUMN "first_approved_by" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "adjust_account" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "adjust_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_adjust_account_valid" CHECK ("transactions"."adjust_account" is null or "transactions"."adjust_account" in ('balance', 'profit', 'bonus'));