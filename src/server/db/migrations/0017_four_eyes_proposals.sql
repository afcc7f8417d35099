ALTER TABLE "payment_methods" ADD COLUMN "proposed_address" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "address_proposed_by" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "address_proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_proposed_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_address_proposed_by_users_id_fk" FOREIGN KEY ("address_proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;