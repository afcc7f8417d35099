import type { QuotesOutput } from "../../shared/schemas/market";
import { stopCopiesOnLoss } from "../copies/stop-copies-on-loss";
import type { Runner } from "../db/client";
import { closeOutAccount } from "./close-out-account";
import { closeTriggeredPosition } from "./close-triggered-position";
import { findAccountsBelowMargin, findTriggeredPositions } from "./find-triggered-positions";
import type { QuoteSource } from "./quote-source";
import { quoteMap } from "./usable-quotes";

export interface EngineRound {
  stopLosses: number;
  takeProfits: number;
  closeOuts: number;
}

/**
 * The engine on each round of quotes (issue 12 point 6): stop-losses and take-profits first, then
 * copy stop-losses (issue 13; `market` values other positions a stopped practice copy's money goes
 * back to, the round itself when not given), then margin close-outs. The price loop calls it on the instance holding the lease; it is safe to run
 * anywhere, any number of times: every close re-checks under locks and happens once.
 */
export async function evaluateQuotes(
  db: Runner,
  round: QuotesOutput,
  market: QuoteSource = roundSource(round),
): Promise<EngineRound> {
  // Stale quotes (an outage, a refused quote) trigger nothing, in either mode (issue 29).
  round = { ...round, quotes: round.quotes.filter((quote) => !quote.stale) };
  const quotes = quoteMap(round);
  const result: EngineRound = { stopLosses: 0, takeProfits: 0, closeOuts: 0 };
  for (const id of await findTriggeredPositions(db, round.quotes)) {
    const reason = await closeTriggeredPosition(db, id, quotes);
    if (reason === "stop-loss") result.stopLosses += 1;
    if (reason === "take-profit") result.takeProfits += 1;
  }
  await stopCopiesOnLoss(db, market, round);
  for (const id of await findAccountsBelowMargin(db, round.quotes)) {
    result.closeOuts += await closeOutAccount(db, id, quotes);
  }
  return result;
}

/** The round as a quote source (symbols it lacks have no quote). */
const roundSource = (round: QuotesOutput): QuoteSource => ({
  quotes: async (symbols) => ({
    ...round,
    quotes: round.quotes.filter((quote) => symbols.includes(quote.symbol)),
  }),
});
