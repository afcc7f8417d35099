import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { changePasswordInput } from "../../../shared/schemas/auth";
import { useChangePassword } from "../../api/security";
import { useDict } from "../../i18n";
import enInvestor from "../../i18n/en/investor";
import { useServerErrors } from "../hooks/use-server-errors";
import { Button } from "../ui/button";
import { PasswordField } from "../ui/field";
import { FormCard } from "../ui/form-card";
import { registeredField } from "../ui/registered-field";

/** Changing the password asks for the current one. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const t = useDict("investor", enInvestor).security;
  const form = useForm({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: "", newPassword: "", revokeOtherSessions: true },
  });
  const { register, handleSubmit, reset } = form;
  const showError = useServerErrors(form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      toast.success(result.message);
      reset();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <FormCard id="password-heading" title={t.password} onSubmit={onSubmit} layout="stack">
      <PasswordField
        label={t.currentPassword}
        autoComplete="current-password"
        {...registeredField(form, "currentPassword")}
      />
      <PasswordField
        label={t.newPassword}
        autoComplete="new-password"
        placeholder={t.newPasswordPlaceholder}
        {...registeredField(form, "newPassword")}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300"
          {...register("revokeOtherSessions")}
        />
        {t.signOutOthersCheckbox}
      </label>
      <Button type="submit" pending={change.isPending}>
        {t.changePassword}
      </Button>
    </FormCard>
  );
}
