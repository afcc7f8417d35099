import { useState } from "react";
import { useIdempotencyKey } from "./use-idempotency-key";

/**
 * The state of a dialog sending one typed figure (an amount, a quantity) with an Idempotency-Key:
 * whether it is open, the figure as typed, the error shown under it, and the key (renew it once
 * the action went through, so the next one is a new action).
 */
export function useFigureDialog(initialText = "") {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string>();
  const [key, renewKey] = useIdempotencyKey();
  return { open, setOpen, text, setText, error, setError, key, renewKey };
}
