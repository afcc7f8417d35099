import { Button } from "./button";

/**
 * A confirmation step (the last look before an action is sent): the server's refusal, whether it is
 * on its way, and its two buttons' actions (DialogButtons' back and forward).
 */
export interface ConfirmStep {
  error: string | undefined;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

const row = "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end";

/**
 * A dialog step's two buttons: the way back (Cancel, Edit, Back) and the step forward, side by side
 * from the small breakpoint and the forward one on top on a phone. Without `onNext` the forward
 * button submits the step's form. While `pending` both are disabled and the forward one is busy.
 */
export function DialogButtons({
  backLabel,
  onBack,
  nextLabel,
  onNext,
  pending,
  className,
}: {
  backLabel: string;
  onBack: () => void;
  nextLabel: string;
  onNext?: () => void;
  pending?: boolean;
  /** Spacing above the buttons. */
  className?: string;
}) {
  return (
    <div className={className ? `${className} ${row}` : row}>
      <Button variant="secondary" disabled={pending} onClick={onBack}>
        {backLabel}
      </Button>
      <Button type={onNext ? "button" : "submit"} pending={pending} onClick={onNext}>
        {nextLabel}
      </Button>
    </div>
  );
}
