-- Issue 15: a decision on a transaction (approve, reject) changes its status. While an index of
-- transactions named `status` (the partial transactions_pending_idx), PostgreSQL could not update
-- the row in place (HOT): every decision wrote a new entry into all seven indexes of the table, the
-- trigram one included. The pending set now lives in its own small table, kept in step by triggers,
-- and the table's pages keep room for the new row version (fillfactor), so a decision touches no
-- index of transactions. See decision 0014.
CREATE TABLE "pending_transactions" (
	"transaction_row_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_transactions_user_kind_idx" ON "pending_transactions" USING btree ("user_id","kind");--> statement-breakpoint
INSERT INTO "pending_transactions" ("transaction_row_id", "user_id", "kind")
  SELECT "id", "user_id", "kind" FROM "transactions" WHERE "status" = 'pending';--> statement-breakpoint
-- One row in pending_transactions per transaction whose status is 'pending', whatever writes it.
CREATE OR REPLACE FUNCTION ste_track_pending() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'pending' THEN
    DELETE FROM pending_transactions WHERE transaction_row_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'pending' THEN
    INSERT INTO pending_transactions (transaction_row_id, user_id, kind) VALUES (NEW.id, NEW.user_id, NEW.kind);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_track_pending_insert AFTER INSERT ON transactions
  FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION ste_track_pending();
--> statement-breakpoint
CREATE TRIGGER transactions_track_pending_update AFTER UPDATE OF status ON transactions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION ste_track_pending();
--> statement-breakpoint
CREATE TRIGGER transactions_track_pending_delete AFTER DELETE ON transactions
  FOR EACH ROW WHEN (OLD.status = 'pending') EXECUTE FUNCTION ste_track_pending();
--> statement-breakpoint
DROP INDEX "transactions_pending_idx";--> statement-breakpoint
-- Room on each page for a decided row's new version (a transaction is decided once or twice).
ALTER TABLE "transactions" SET (fillfactor = 85);
