import type { ConfirmStep } from "../components/ui/dialog-buttons";

/** A confirmation step as it opens: no refusal, nothing on its way. */
export const idleStep: ConfirmStep = {
  error: undefined,
  pending: false,
  onBack: () => {},
  onConfirm: () => {},
};
