ALTER TABLE "copies" ADD COLUMN "take_profit_percent" integer;--> statement-breakpoint
ALTER TABLE "copies" ADD COLUMN "sizing" text DEFAULT 'proportional' NOT NULL;--> statement-breakpoint
ALTER TABLE "copies" ADD COLUMN "fixed_margin" bigint;--> statement-breakpoint
ALTER TABLE "copies" ADD CONSTRAINT "copies_take_profit" CHECK ("copies"."take_profit_percent" between 5 and 1000);--> statement-breakpoint
ALTER TABLE "copies" ADD CONSTRAINT "copies_sizing" CHECK ("copies"."sizing" in ('proportional', 'fixed'));--> statement-breakpoint
ALTER TABLE "copies" ADD CONSTRAINT "copies_fixed_margin" CHECK (("copies"."sizing" = 'fixed') = ("copies"."fixed_margin" is not null) and coalesce("copies"."fixed_margin", 1) > 0);