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
import { Button } from "../ui/button";
import { PhoneField, TextField } from "../ui/field";
import { FormCard } from "../ui/form-card";

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
      layout="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label={t.legalName}
        autoComplete="name"
        error={tm(errors.legalName?.message)}
        disabled={disabled}
        {...register("legalName")}
      />
      <TextField
        label={t.dateOfBirth}
        type="date"
        autoComplete="bday"
        error={tm(errors.dateOfBirth?.message)}
        disabled={disabled}
        {...register("dateOfBirth")}
      />
      <PhoneField
        label={t.phone}
        error={tm(errors.phone?.message)}
        disabled={disabled}
        {...register("phone")}
      />
      <TextField
        label={t.line1}
        autoComplete="address-line1"
        error={tm(errors.address?.line1?.message)}
        disabled={disabled}
        {...register("address.line1")}
      />
      <TextField
        label={t.line2}
        autoComplete="address-line2"
        error={tm(errors.address?.line2?.message)}
        disabled={disabled}
        {...register("address.line2")}
      />
      <TextField
        label={t.city}
        autoComplete="address-level2"
        error={tm(errors.address?.city?.message)}
        disabled={disabled}
        {...register("address.city")}
      />
      <TextField
        label={t.postalCode}
        autoComplete="postal-code"
        error={tm(errors.address?.postalCode?.message)}
        disabled={disabled}
        {...register("address.postalCode")}
      />
      <CountryFormField control={control} name="address.country" label={t.country} />
      {locked ? null : (
        <div className="sm:col-span-2">
          <Button type="submit" pending={save.isPending}>
            {t.save}
          </Button>
        </div>
      )}
    </FormCard>
  );
}
