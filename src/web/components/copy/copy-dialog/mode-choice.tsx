import type { TradingMode } from "../../../../shared/schemas/trading";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { Fieldset } from "../../ui/field";
import { RadioOptions } from "../../ui/radio-options";
import { VerificationGate } from "../../verification/verification-gate";

/**
 * Practice or live money. Live is shut until the retake time after a failed questionnaire; otherwise
 * the line under it says what live still needs (identity verification, then the questionnaire).
 */
export function ModeChoice({
  mode,
  onChange,
  liveBlocked,
  retakeAt,
  belowLevel2,
  needsAssessment,
  error,
}: {
  mode: TradingMode;
  onChange: (mode: TradingMode) => void;
  liveBlocked: boolean;
  retakeAt: string | null;
  belowLevel2: boolean;
  needsAssessment: boolean;
  error: string | undefined;
}) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  return (
    <Fieldset legend={t.dialog.mode} aria-describedby={error ? "copy-mode-error" : undefined}>
      <RadioOptions
        name="copy-mode"
        options={["practice", "live"] as const}
        value={mode}
        onChange={onChange}
        labelOf={(value) => (value === "live" ? t.dialog.liveOption : t.dialog.practiceOption)}
        disabled={(value) => value === "live" && liveBlocked}
        className="flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-5"
      />
      {liveBlocked ? (
        <p className="mt-2 text-xs text-amber-800 dark:text-amber-300">
          {format(t.dialog.assessmentFailed, { time: retakeAt ? fmt.mediumDateTime(retakeAt) : t.none })}
        </p>
      ) : mode === "live" && belowLevel2 ? (
        <VerificationGate level={2} />
      ) : mode === "live" && needsAssessment ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t.dialog.assessmentRequired}</p>
      ) : null}
      {error ? (
        <p id="copy-mode-error" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </Fieldset>
  );
}
