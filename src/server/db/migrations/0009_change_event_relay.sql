CREATE TABLE "change_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payload" text NOT NULL
);
--> statement-breakpoint
-- The realtime triggers now record each change in change_events instead of calling pg_notify: a
-- transaction that notifies holds a database-wide lock through its commit (WAL flush included), so
-- every money transaction queued behind every other one. The event relay publishes the recorded
-- changes on ste_events after commit, in batches. The payload is unchanged.
CREATE OR REPLACE FUNCTION ste_notify_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  owner text;
  entity text;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'users' THEN
    owner := changed.id;
  ELSIF TG_TABLE_NAME = 'payment_methods' THEN
    owner := NULL;
  ELSE
    owner := changed.user_id;
  END IF;
  -- System ledger accounts (no owner) change with every money movement; nobody watches them.
  IF TG_TABLE_NAME = 'ledger_accounts' AND owner IS NULL THEN
    RETURN NULL;
  END IF;
  entity := CASE TG_TABLE_NAME WHEN 'ledger_accounts' THEN 'balances' ELSE TG_TABLE_NAME END;
  INSERT INTO change_events (payload) VALUES (
    json_build_object('entity', entity, 'op', TG_OP, 'id', changed.id::text, 'userId', owner)::text
  );
  RETURN NULL;
END;
$$;
