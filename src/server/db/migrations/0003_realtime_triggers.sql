-- Live updates: every change to a row someone may be watching is published on the ste_events
-- channel (delivered at commit, to every server instance listening on this database).
-- userId is the owner of the row; NULL means it concerns everyone (payment methods).
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
  PERFORM pg_notify(
    'ste_events',
    json_build_object('entity', entity, 'op', TG_OP, 'id', changed.id::text, 'userId', owner)::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION ste_notify_change();
--> statement-breakpoint
CREATE TRIGGER transactions_notify_change AFTER INSERT OR UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION ste_notify_change();
--> statement-breakpoint
CREATE TRIGGER payment_methods_notify_change AFTER INSERT OR UPDATE OR DELETE ON payment_methods
  FOR EACH ROW EXECUTE FUNCTION ste_notify_change();
--> statement-breakpoint
CREATE TRIGGER trades_notify_change AFTER INSERT OR UPDATE OR DELETE ON trades
  FOR EACH ROW EXECUTE FUNCTION ste_notify_change();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_notify_change AFTER INSERT OR UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ste_notify_change();
