import { assetClassCaps, isAssetClass } from "../../shared/asset-classes";
import { centsToDecimal } from "../../shared/money";
import type { AdminInstrument, Instrument } from "../../shared/schemas/instruments";
import type { instruments } from "../db/schema";

export type InstrumentRow = typeof instruments.$inferSelect;

/** Whether an instrument's quotes come from the simulated feed (the exchange does not list it). */
export type IsSimulated = (symbol: string) => boolean;

/** "0.00001000" -> "0.00001", "1000" -> "1000": numeric columns keep the scale they were given. */
function plainDecimal(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}

export function toInstrument(row: InstrumentRow, isSimulated: IsSimulated): Instrument {
  return {
    symbol: row.symbol,
    name: row.name,
    assetClass: row.assetClass,
    lotStep: plainDecimal(row.lotStep),
    minNotional: centsToDecimal(row.minNotional),
    maxLeverage: row.maxLeverage,
    simulated: isSimulated(row.symbol),
  };
}

export function toAdminInstrument(row: InstrumentRow, isSimulated: IsSimulated): AdminInstrument {
  return {
    ...toInstrument(row, isSimulated),
    pricePrecision: row.pricePrecision,
    enabled: row.enabled,
    classMaxLeverage: classCap(row.assetClass),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The leverage cap of an asset class; an unknown class allows nothing above 1:1. */
export function classCap(assetClass: string): number {
  return isAssetClass(assetClass) ? assetClassCaps[assetClass] : 1;
}
