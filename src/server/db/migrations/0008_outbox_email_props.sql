-- Emails are queued as intents (template kind + props + recipient) and rendered by the mail worker
-- at delivery, outside the transaction that queued them; the rendered html/text is kept after
-- sending. Rows queued before this migration keep their html/text and are sent as they are.
-- to_role: one email per member of the role (e.g. every admin), addressed at delivery.
ALTER TABLE "outbox" ALTER COLUMN "to" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "to_role" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "props" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_recipient" CHECK (("outbox"."to" is null) <> ("outbox"."to_role" is null));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_has_content" CHECK ("outbox"."props" is not null or "outbox"."html" is not null);