ALTER TABLE "positions" ADD COLUMN "copy_stop_loss_watch" numeric;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "copy_take_profit_watch" numeric;--> statement-breakpoint
CREATE INDEX "positions_long_copy_stop_idx" ON "positions" USING btree ("symbol","copy_stop_loss_watch") WHERE "positions"."status" = 'open' and "positions"."side" = 'buy' and "positions"."copy_stop_loss_watch" is not null;--> statement-breakpoint
CREATE INDEX "positions_short_copy_stop_idx" ON "positions" USING btree ("symbol","copy_stop_loss_watch") WHERE "positions"."status" = 'open' and "positions"."side" = 'sell' and "positions"."copy_stop_loss_watch" is not null;--> statement-breakpoint
CREATE INDEX "positions_long_copy_take_idx" ON "positions" USING btree ("symbol","copy_take_profit_watch") WHERE "positions"."status" = 'open' and "positions"."side" = 'buy' and "positions"."copy_take_profit_watch" is not null;--> statement-breakpoint
CREATE INDEX "positions_short_copy_take_idx" ON "positions" USING btree ("symbol","copy_take_profit_watch") WHERE "positions"."status" = 'open' and "positions"."side" = 'sell' and "positions"."copy_take_profit_watch" is not null;--> statement-breakpoint
-- A copy's positions had close-out prices but no watch prices yet: forgotten, so the engine sets both on its next round.
UPDATE "positions" SET "close_out_price" = NULL WHERE "status" = 'open' AND "close_out_price" IS NOT NULL AND "account_id" IN (SELECT "account_id" FROM "copies" WHERE "status" <> 'stopped');
