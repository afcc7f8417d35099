import type { MarketsDict } from "../../../i18n/en/markets";

/** An instrument's name in the reader's language (the English one the server has, for one we do not know). */
export function instrumentName(
  t: Pick<MarketsDict, "instrumentNames">,
  instrument: { symbol: string; name: string },
) {
  return t.instrumentNames[instrument.symbol] ?? instrument.name;
}
