import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { profileUpdateInput } from "../../../shared/schemas/profile";
import type { Me } from "../../../shared/schemas/user";
import { useUpdateProfile } from "../../api/profile";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { CountryFormField } from "../country-form-field";
import { useServerErrors } from "../hooks/use-server-errors";
import { PhoneField } from "../ui/field";
import { FormCard } from "../ui/form-card";

/** Phone Number and Country with Update; nothing else of the profile can be edited here. */
export function ContactDetailsForm({ me }: { me: Me }) {
  const update = useUpdateProfile();
  const common = useDict("common", enCommon);
  const messages = common.messages;
  const t = useDict("investor", enInvestor).profile;
  const form = useForm({
    resolver: zodResolver(profileUpdateInput),
    values: { phone: me.phone, country: me.country },
    resetOptions: { keepDirtyValues: true },
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const { errors } = formState;
  const showError = useServerErrors(form);

  const onSubmit = handleSubmit((values) => {
    if (values.phone === me.phone && values.country === me.country) {
      toast.info(messages.noChangesMade);
      return;
    }
    update.mutate(values, {
      onSuccess: (next) => {
        toast.success(messages.userUpdated);
        reset({ phone: next.phone, country: next.country });
      },
      onError: (error) => {
        // `error.code` is one updateMe lists (or a transport failure): a code it cannot answer is a type error.
        if (error.code === "NO_CHANGES") {
          toast.info(messages.noChangesMade);
          return;
        }
        showError(error, { title: messages.userUpdateFailed });
      },
    });
  });

  return (
    <FormCard
      id="contact-details"
      title={t.contactDetails}
      onSubmit={onSubmit}
      layout="columns"
      submit={{ label: t.update, pending: update.isPending }}
    >
      <PhoneField
        label={t.phone}
        error={errors.phone?.message}
        disabled={update.isPending}
        {...register("phone")}
      />
      <CountryFormField control={control} name="country" label={t.country} />
    </FormCard>
  );
}
