import { START_NAV } from "../../shared/nav-math";
import type { TradingMode } from "../../shared/schemas/trading";
import type { Fixed } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { type QuoteSource, quotesFor } from "../trading/quote-source";
import { traderAccountOf } from "./copy-store";
import { loadNavInputs } from "./load-nav-inputs";
import { navAt } from "./to-copy";

/** The trader's NAV per unit now on their own account of `mode` (START_NAV without one). */
export async function traderNav(
  db: Runner,
  market: QuoteSource,
  traderId: string,
  mode: TradingMode,
): Promise<Fixed> {
  const account = await traderAccountOf(db, traderId, mode);
  const inputs = account ? (await loadNavInputs(db, [account.id])).get(account.id) : undefined;
  if (!inputs) return START_NAV;
  return navAt(
    inputs,
    await quotesFor(
      market,
      inputs.open.map((row) => row.symbol),
    ),
  );
}
