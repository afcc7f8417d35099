import type { QuotesOutput } from "../../shared/schemas/market";
import type { Db } from "../db/client";
import { closeOutAccount } from "./close-out-account";
import { closeTriggeredPosition } from "./close-triggered-position";
import { findAccountsBelowMargin, findTriggeredPositions } from "./find-triggered-positions";
import { quoteMap } from "./usable-quotes";

export interface EngineRound {
  stopLosses: number;
  takeProfits: number;
  closeOuts: number;
}

/**
 * The engine on each round of quotes (issue 12 point 6): stop-losses and take-profits first, then
 * margin close-outs. The price loop calls it on the instance holding the lease; it is safe to run
 * anywhere, any number of times: every close re-checks under locks and happens once.
 */
export async function evaluateQuotes(db: Db, round: QuotesOutput): Promise<EngineRound> {
  const quotes = quoteMap(round);
  const result: EngineRound = { stopLosses: 0, takeProfits: 0, closeOuts: 0 };
  for (const id of await findTriggeredPositions(db, round.quotes)) {
    const reason = await closeTriggeredPosition(db, id, quotes);
    if (reason === "stop-loss") result.stopLosses += 1;
    if (reason === "take-profit") result.takeProfits += 1;
  }
  for (const id of await findAccountsBelowMargin(db, round.quotes)) {
    result.closeOuts += await closeOutAccount(db, id, quotes);
  }
  return result;
}
