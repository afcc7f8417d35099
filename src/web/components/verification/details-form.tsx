import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { Verification } from "../../../shared/schemas/verification";
import { verificationDetailsInput } from "../../../shared/schemas/verification";
import { useMe } from "../../api/auth";
import { useSaveVerificationDetails } from "../../api/verification";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enVerification from "../../i18n/en/verification";
import { translateMessage } from "../../i18n/translate";
import { CountryFormField } from "../country-form-field";
import { useServerErrors } from "../hooks/use-server-errors";
import { PhoneField, TextField } from "../ui/field";
import { FormCard } from "../ui/form-card";

/** The person's details: a text field (no type) or a date field, with the browser's autofill name. */
const personFields = [
  ["legalName", undefined, "name"],
  ["dateOfBirth", "date", "bday"],
] as const;

/** The address lines typed as text, each with the browser's autofill name for it. */
const addressFields = [
  ["line1", "address-line1"],
  ["line2", "address-line2"],
  ["city", "address-level2"],
  ["postalCode", "postal-code"],
] as const;

/** The level-1 details: legal name, date of birth, phone and residential address. */
export function DetailsForm({ details, locked }: { details: Verification["details"]; locked: boolean }) {
  const { data: me } = useMe();
  const t = useDict("verification", enVerification).details;
  const common = useDict("common", enCommon);
  const tm = (message: string | undefined) => translateMessage(common, message);
  const save = useSaveVerificationDetails();
  const form = useForm({
    resolver: zodResolver(verificationDetailsInput),
    defaultValues: {
      legalName: details?.legalName ?? "",
      dateOfBirth: details?.dateOfBirth ?? "",
      phone: details?.phone ?? me?.phone ?? "",
      address: {
        line1: details?.address.line1 ?? "",
        line2: details?.address.line2 ?? "",
        city: details?.address.city ?? "",
        postalCode: details?.address.postalCode ?? "",
        country: details?.address.country ?? "",
      },
    },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const applyServerErrors = useServerErrors(form);
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t.saved),
      onError: (error) => applyServerErrors(error),
    }),
  );
  const disabled = locked || save.isPending;
  return (
    <FormCard
      id="verification-details"
      title={t.title}
      onSubmit={onSubmit}
      layout="columns"
      submit={locked ? undefined : { label: t.save, pending: save.isPending }}
    >
      {personFields.map(([name, type, autoComplete]) => (
        <TextField
          key={name}
          label={t[name]}
          type={type}
          autoComplete={autoComplete}
          error={tm(errors[name]?.message)}
          disabled={disabled}
          {...register(name)}
        />
      ))}
      <PhoneField
        label={t.phone}
        error={tm(errors.phone?.message)}
        disabled={disabled}
        {...register("phone")}
      />
      {addressFields.map(([name, autoComplete]) => (
        <TextField
          key={name}
          label={t[name]}
          autoComplete={autoComplete}
          error={tm(errors.address?.[name]?.message)}
          disabled={disabled}
          {...register(`address.${name}`)}
        />
      ))}
      <CountryFormField control={control} name="address.country" label={t.country} />
    </FormCard>
  );
}
