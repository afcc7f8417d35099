import type { CopySizing } from "../../../../shared/schemas/copies";
import { useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { DecimalField, Fieldset } from "../../ui/field";
import { RadioOptions } from "../../ui/radio-options";

/** Proportional (by equity) or a fixed margin per mirrored position, with the margin's field. */
export function SizingChoice({
  sizing,
  onSizingChange,
  fixedMarginText,
  onFixedMarginChange,
  error,
}: {
  sizing: CopySizing;
  onSizingChange: (sizing: CopySizing) => void;
  fixedMarginText: string;
  onFixedMarginChange: (text: string) => void;
  error: string | undefined;
}) {
  const t = useDict("copy", enCopy).manage.sizing;
  return (
    <Fieldset legend={t.legend}>
      <RadioOptions
        name="copy-sizing"
        options={["proportional", "fixed"] as const}
        value={sizing}
        onChange={onSizingChange}
        labelOf={(value) => t[value]}
        className="flex flex-col gap-2 text-sm"
      />
      {sizing === "fixed" ? (
        <div className="mt-3">
          <DecimalField
            label={t.fixedMargin}
            value={fixedMarginText}
            onValueChange={onFixedMarginChange}
            error={error}
          />
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t.fixedHint}</p>
        </div>
      ) : null}
    </Fieldset>
  );
}
