-- Every ledger account exists before money moves, so posting an entry never has to create one
-- (one statement per entry instead of an insert, a lock and an update per account):
-- the system accounts are created here, each as 16 shards (SYSTEM_ACCOUNT_SHARDS in
-- src/server/ledger/accounts.ts; an unsharded 'system:<kind>' row from before keeps its postings),
-- and every user gets their four accounts when the user row is inserted, whichever code path
-- inserts it.
INSERT INTO ledger_accounts (id, user_id, kind)
SELECT 'system:' || kind || ':' || shard, NULL, kind
FROM unnest(ARRAY['deposits-clearing', 'payouts', 'fees', 'holds-control', 'trades-in-force',
                  'profit-expense', 'adjustments', 'referral-expense', 'bonus-memo']) AS kind
CROSS JOIN generate_series(0, 15) AS shard
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ste_create_user_accounts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (id, user_id, kind)
  SELECT 'user:' || NEW.id || ':' || kind, NEW.id, kind
  FROM unnest(ARRAY['balance', 'profit', 'bonus', 'hold']) AS kind
  ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_create_ledger_accounts AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION ste_create_user_accounts();
--> statement-breakpoint
INSERT INTO ledger_accounts (id, user_id, kind)
SELECT 'user:' || u.id || ':' || k.kind, u.id, k.kind
FROM users u CROSS JOIN unnest(ARRAY['balance', 'profit', 'bonus', 'hold']) AS k(kind)
ON CONFLICT (id) DO NOTHING;
