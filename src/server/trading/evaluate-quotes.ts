import type { Quote, QuotesOutput } from "../../shared/schemas/market";
import { stopCopiesOnLoss } from "../copies/stop-copies-on-loss";
import type { Runner } from "../db/client";
import { closeOutAccount } from "./close-out-account";
import { refreshCloseOutPrices } from "./close-out-prices";
import { closeTriggeredPositions } from "./close-triggered-positions";
import {
  findAccountsBelowMargin,
  findCloseOutCandidates,
  findTriggeredPositions,
} from "./find-triggered-positions";
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
 *
 * A round costs what it triggers (issue 30 point 4, decision 0029): the levels crossed are index
 * range scans, and only the accounts whose margin level can have reached 50% are evaluated.
 */
export async function evaluateQuotes(
  db: Runner,
  round: QuotesOutput,
  market: QuoteSource = roundSource(round),
): Promise<EngineRound> {
  // Stale quotes (an outage, a refused quote) trigger nothing, in either mode (issue 29).
  round = { ...round, quotes: round.quotes.filter((quote) => !quote.stale) };
  const quotes = quoteMap(round);
  const closed = await closeLevels(db, round.quotes, quotes);
  // Read once for both passes (a copy stopped meanwhile only closed positions and credited cash).
  const candidates = await findCloseOutCandidates(db, round.quotes);
  const copies = await stopCopiesOnLoss(db, market, round, candidates);
  const { closeOuts } = await closeOutAccounts(db, round.quotes, quotes, {
    candidates,
    watched: copies.accountIds,
  });
  return { ...closed, closeOuts };
}

/** Stop-losses and take-profits the round crossed, closed. */
export async function closeLevels(db: Runner, round: readonly Quote[], quotes: ReadonlyMap<string, Quote>) {
  return closeTriggeredPositions(db, await findTriggeredPositions(db, round), quotes);
}

/**
 * Margin close-outs: the accounts that can have reached 50% (`candidates`, found when not given)
 * are `judged` (the SQL estimate, then exactly under the lock) and get their close-out prices at
 * this round, as do the copies' accounts `watched` (the copy candidates of this round: their copy
 * watch prices).
 */
export async function closeOutAccounts(
  db: Runner,
  round: readonly Quote[],
  quotes: ReadonlyMap<string, Quote>,
  found: { candidates?: readonly string[]; watched?: readonly string[] } = {},
) {
  const candidates = found.candidates ?? (await findCloseOutCandidates(db, round));
  const watched = found.watched ?? [];
  const judged = await findAccountsBelowMargin(db, round, candidates);
  let closeOuts = 0;
  for (const id of judged) closeOuts += await closeOutAccount(db, id, quotes);
  await refreshCloseOutPrices(db, round, [...new Set([...candidates, ...watched])]);
  return { closeOuts, judged };
}

/** The round as a quote source (symbols it lacks have no quote). */
const roundSource = (round: QuotesOutput): QuoteSource => ({
  quotes: async (symbols) => ({
    ...round,
    quotes: round.quotes.filter((quote) => symbols.includes(quote.symbol)),
  }),
});
