CREATE TABLE "instruments" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"asset_class" text NOT NULL,
	"lot_step" numeric NOT NULL,
	"min_notional" bigint NOT NULL,
	"price_precision" integer NOT NULL,
	"max_leverage" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instruments_lot_step_positive" CHECK ("instruments"."lot_step" > 0),
	CONSTRAINT "instruments_min_notional_positive" CHECK ("instruments"."min_notional" > 0),
	CONSTRAINT "instruments_price_precision" CHECK ("instruments"."price_precision" between 0 and 10),
	CONSTRAINT "instruments_leverage_within_class_cap" CHECK ("instruments"."max_leverage" >= 1 and "instruments"."max_leverage" <= case "instruments"."asset_class"
        when 'crypto' then 2 when 'fx-major' then 30 when 'gold' then 20 when 'index-major' then 20 else 0 end)
);
--> statement-breakpoint
CREATE TABLE "market_poller_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The instruments of issue 12. Quantities are in units of the instrument: coins for crypto, the base
-- currency for FX (EURUSD 1000 = 1000 EUR), troy ounces for gold, index units (1 x the index level)
-- for SPX and NDX. Minimum notional is in US cents.
-- Crypto: lot steps and the 5 USD minimum follow the exchange's spot filters (BTCUSDT, ETHUSDT,
--   SOLUSDT: LOT_SIZE stepSize, NOTIONAL minNotional); prices to the cent like its tick size.
-- FX: a micro lot (1000 units of the base currency) steps, 100 USD minimum so one micro lot always
--   passes; 5 decimals (3 for JPY), the usual pip-and-a-tenth quoting.
-- Gold: 0.01 oz steps, 10 USD minimum, prices to the cent.
-- Indices: 0.1 index unit steps, 100 USD minimum, prices to 2 decimals.
-- Leverage caps start at the asset class caps (ESMA retail: crypto 2, major FX 30, gold and major indices 20).
INSERT INTO "instruments" ("symbol", "name", "asset_class", "lot_step", "min_notional", "price_precision", "max_leverage") VALUES
  ('BTCUSD', 'Bitcoin', 'crypto', 0.00001, 500, 2, 2),
  ('ETHUSD', 'Ether', 'crypto', 0.0001, 500, 2, 2),
  ('SOLUSD', 'Solana', 'crypto', 0.001, 500, 2, 2),
  ('EURUSD', 'Euro / US Dollar', 'fx-major', 1000, 10000, 5, 30),
  ('GBPUSD', 'British Pound / US Dollar', 'fx-major', 1000, 10000, 5, 30),
  ('USDJPY', 'US Dollar / Japanese Yen', 'fx-major', 1000, 10000, 3, 30),
  ('XAUUSD', 'Gold', 'gold', 0.01, 1000, 2, 20),
  ('SPX', 'S&P 500', 'index-major', 0.1, 10000, 2, 20),
  ('NDX', 'Nasdaq 100', 'index-major', 0.1, 10000, 2, 20)
ON CONFLICT ("symbol") DO NOTHING;
