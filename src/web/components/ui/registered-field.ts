import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  type FormState,
  get,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from "react-hook-form";

/** A form field's props: its registration in the form, and its message (the schema's or the server's) as `error`. */
export type RegisteredField = UseFormRegisterReturn & { error: string | undefined };

/**
 * The props of the field `name` of a react-hook-form form, for a field of ./field.tsx: one call, so
 * a field's message can never be another field's.
 */
export function registeredField<T extends FieldValues>(
  form: { register: UseFormRegister<T>; formState: FormState<NoInfer<T>> },
  name: FieldPath<NoInfer<T>>,
): RegisteredField {
  const fieldError: FieldError | undefined = get(form.formState.errors, name);
  return { ...form.register(name), error: fieldError?.message };
}
