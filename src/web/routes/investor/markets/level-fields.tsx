import type { Dispatch, SetStateAction } from "react";
import { DecimalField } from "../../../components/ui/field";
import { typedDecimal } from "../../../components/ui/typed-number";

/** A stop-loss and a take-profit price as typed (an empty field: no level). */
export interface Levels {
  stopLoss: string;
  takeProfit: string;
}

export const noLevels: Levels = { stopLoss: "", takeProfit: "" };

/** Each level typed but not a number gets `invalid` as its error. */
export function levelErrors(levels: Levels, invalid: string): Partial<Levels> {
  const errors: Partial<Levels> = {};
  if (levels.stopLoss.trim() && typedDecimal(levels.stopLoss) === null) errors.stopLoss = invalid;
  if (levels.takeProfit.trim() && typedDecimal(levels.takeProfit) === null) errors.takeProfit = invalid;
  return errors;
}

/** The optional stop-loss and take-profit prices, each field with its error. */
export function LevelFields({
  labels,
  levels,
  onChange,
  errors,
}: {
  labels: Levels;
  levels: Levels;
  onChange: Dispatch<SetStateAction<Levels>>;
  errors: Partial<Levels>;
}) {
  return (
    <>
      <DecimalField
        label={labels.stopLoss}
        value={levels.stopLoss}
        onValueChange={(stopLoss) => onChange((current) => ({ ...current, stopLoss }))}
        error={errors.stopLoss}
      />
      <DecimalField
        label={labels.takeProfit}
        value={levels.takeProfit}
        onValueChange={(takeProfit) => onChange((current) => ({ ...current, takeProfit }))}
        error={errors.takeProfit}
      />
    </>
  );
}
