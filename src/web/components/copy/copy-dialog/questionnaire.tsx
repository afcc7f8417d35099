import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { ASSESSMENT_QUESTIONS } from "../../../../shared/appropriateness";
import { errorMessage } from "../../../api/client";
import { useSubmitAssessment } from "../../../api/copies";
import { format, useDict } from "../../../i18n";
import enAppropriateness from "../../../i18n/en/appropriateness";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { Button } from "../../ui/button";
import { DialogButtons } from "../../ui/dialog-buttons";
import { FormError } from "../../ui/form-error";

/** The appropriateness questionnaire (src/shared/appropriateness.ts); the server scores it. */
export function Questionnaire({ onDone, onBack }: { onDone: (passed: boolean) => void; onBack: () => void }) {
  const t = useDict("copy", enCopy);
  const q = useDict("appropriateness", enAppropriateness);
  const fmt = useFormatters();
  const submit = useSubmitAssessment();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [failedUntil, setFailedUntil] = useState<string | null>();

  if (failedUntil !== undefined) {
    return (
      <div className="space-y-4">
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-200"
        >
          {format(q.failed, { time: failedUntil ? fmt.mediumDateTime(failedUntil) : t.none })}
        </p>
        <div className="flex justify-end">
          <Button onClick={() => onDone(false)}>{t.dialog.usePractice}</Button>
        </div>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ASSESSMENT_QUESTIONS.some((question) => !answers[question.id])) {
      setError(t.dialog.answerAll);
      return;
    }
    setError(undefined);
    submit.mutate(
      { answers },
      {
        onSuccess: (status) => {
          if (status.result === "passed") {
            toast.success(q.passed);
            onDone(true);
          } else setFailedUntil(status.retakeAt);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="appropriateness">
      <p className="text-sm text-slate-700 dark:text-slate-300">{q.intro}</p>
      {ASSESSMENT_QUESTIONS.map((question, index) => {
        const texts = q.questions[question.id] as Record<string, string>;
        return (
          <fieldset key={question.id}>
            <legend className="text-sm font-medium text-slate-900 dark:text-white">
              {index + 1}. {texts.question}
            </legend>
            <div className="mt-2 space-y-2">
              {question.options.map((option) => (
                <label
                  key={option}
                  className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200"
                >
                  <input
                    type="radio"
                    name={`question-${question.id}`}
                    value={option}
                    checked={answers[question.id] === option}
                    onChange={() => setAnswers((previous) => ({ ...previous, [question.id]: option }))}
                    className="mt-0.5 size-4 shrink-0 accent-emerald-700 dark:accent-emerald-500"
                  />
                  {texts[option]}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {error ? <FormError message={error} /> : null}
      <DialogButtons backLabel={t.back} onBack={onBack} nextLabel={q.submit} pending={submit.isPending} />
    </form>
  );
}
