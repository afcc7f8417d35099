ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
-- Accounts active today became active at sign-up at the latest (the first activation time is not
-- known). Inactive ones stay null: they are 'Pending activation'; a bonus already paid for them
-- (before this migration, at sign-up) is found by its unique (kind, reference) and not paid twice.
UPDATE "users" SET "activated_at" = "created_at" WHERE "is_active" AND "deleted_at" IS NULL;--> statement-breakpoint
-- Deleted users kept a guessable referral id ('deleted-' || id) that still earned bonuses: give
-- each an unguessable one, and move the links of the people they referred along with it.
UPDATE "users" SET "referral_id" = 'deleted-' || replace(gen_random_uuid()::text, '-', '')
  WHERE "deleted_at" IS NOT NULL AND "referral_id" = 'deleted-' || "id";--> statement-breakpoint
UPDATE "users" AS "referred" SET "referrer_id" = "gone"."referral_id"
  FROM "users" AS "gone"
  WHERE "gone"."deleted_at" IS NOT NULL AND "referred"."referrer_id" = 'deleted-' || "gone"."id";
