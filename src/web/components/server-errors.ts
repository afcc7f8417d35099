import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../api/client";

/** Puts the server's per-field messages (error.fields) on the matching form fields. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  let first = true;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (!name) continue;
    setError(name, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
}
