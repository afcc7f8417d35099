import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { messages } from "../../../shared/messages";
import { profileUpdateInput } from "../../../shared/schemas/profile";
import type { Me } from "../../../shared/schemas/user";
import { ApiError, errorMessage } from "../../api/client";
import { useUpdateProfile } from "../../api/profile";
import { CountryField } from "../country-picker";
import { TextField } from "../form-field";
import { applyServerFieldErrors } from "../server-errors";
import { Button } from "../ui/button";
import { Card } from "../ui/card";

/** Phone Number and Country with Update; nothing else of the profile can be edited here. */
export function ContactDetailsForm({ me }: { me: Me }) {
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileUpdateInput),
    values: { phone: me.phone, country: me.country },
    resetOptions: { keepDirtyValues: true },
  });

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
        if (error instanceof ApiError && error.code === "NO_CHANGES") {
          toast.info(messages.noChangesMade);
          return;
        }
        applyServerFieldErrors(error, ["phone", "country"], setError);
        toast.error(messages.userUpdateFailed, { description: errorMessage(error) });
      },
    });
  });

  return (
    <Card aria-labelledby="contact-details">
      <h2 id="contact-details" className="text-lg font-semibold text-slate-900 dark:text-white">
        Contact details
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          disabled={update.isPending}
          {...register("phone")}
        />
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <CountryField
              label="Country"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="sm:col-span-2">
          <Button type="submit" pending={update.isPending}>
            Update
          </Button>
        </div>
      </form>
    </Card>
  );
}
