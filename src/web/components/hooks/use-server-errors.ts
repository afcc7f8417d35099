import { useCallback } from "react";
import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { ApiError, errorMessage } from "../../api/client";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import { translateMessage } from "../../i18n/translate";

/** The server's per-field messages (ApiError.fields) that name one of the form's fields, in order. */
export function serverFieldErrors(
  error: unknown,
  fieldNames: readonly string[],
): [field: string, message: string][] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fields).filter(([field]) => fieldNames.includes(field));
}

interface ServerErrorOptions {
  /** The toast's title; the server's message then becomes its description. */
  title?: string;
  /** The loading toast this error replaces. */
  toastId?: string | number;
}

/**
 * How a form shows a failed request, the same everywhere: the form-level error is a toast with the
 * server's message in the language on screen, and each of the server's field messages goes under
 * the form field of that name (the first one focused). The form's fields are its values' keys.
 */
export function useServerErrors<T extends FieldValues>(form: {
  setError: UseFormSetError<T>;
  getValues: UseFormGetValues<T>;
}): (error: unknown, options?: ServerErrorOptions) => void {
  const common = useDict("common", enCommon);
  const { setError, getValues } = form;
  return useCallback(
    (error, options = {}) => {
      const message = translateMessage(common, errorMessage(error));
      const id = options.toastId === undefined ? {} : { id: options.toastId };
      if (options.title) toast.error(options.title, { ...id, description: message });
      else toast.error(message, id);
      serverFieldErrors(error, Object.keys(getValues())).forEach(([field, text], index) => {
        setError(field as Path<T>, { type: "server", message: text }, { shouldFocus: index === 0 });
      });
    },
    [common, setError, getValues],
  );
}
