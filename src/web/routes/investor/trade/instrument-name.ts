import type { TradeDict } from "../../../i18n/en/trade";

/** An instrument's name in the reader's language (the English one the server has, for one we do not know). */
export function instrumentName(
  t: Pick<TradeDict, "instrumentNames">,
  instrument: { symbol: string; name: string },
) {
  return t.instrumentNames[instrument.symbol] ?? instrument.name;
}
