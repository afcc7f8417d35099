import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { CountryField } from "./country-picker";

/** The country picker as a react-hook-form field (a button, not an input: bound through a Controller). */
export function CountryFormField<T extends FieldValues, Output>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, Output>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CountryField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
