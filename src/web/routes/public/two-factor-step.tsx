import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { backupCodeInput, totpCodeInput } from "../../../shared/schemas/auth";
import { useVerifySecondFactor } from "../../api/auth";
import { useServerErrors } from "../../components/hooks/use-server-errors";
import { Button } from "../../components/ui/button";
import { TextField, textLinkClass } from "../../components/ui/field";
import { registeredField } from "../../components/ui/registered-field";
import { format, useDict } from "../../i18n";
import enAuth from "../../i18n/en/auth";
import enCommon from "../../i18n/en/common";

/** better-auth's trusted-device period. */
const TRUST_DAYS = 30;

/** The second step of a two-factor sign-in, shown by the login page after the password. */
export function TwoFactorStep({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const [method, setMethod] = useState<"totp" | "backup">("totp");
  const verify = useVerifySecondFactor();
  const common = useDict("common", enCommon);
  const t = useDict("auth", enAuth).twoFactor;
  const form = useForm({
    resolver: zodResolver(method === "totp" ? totpCodeInput : backupCodeInput),
    defaultValues: { code: "", trustDevice: false },
  });
  const { register, handleSubmit, reset } = form;
  const showError = useServerErrors(form);

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading(common.messages.loggingIn);
    try {
      await verify.mutateAsync({ method, ...values });
      toast.success(common.messages.loggedIn, { id: toastId });
      onSignedIn();
    } catch (error) {
      showError(error, { toastId });
    }
  });

  const switchMethod = () => {
    setMethod(method === "totp" ? "backup" : "totp");
    reset({ code: "", trustDevice: false });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {method === "totp" ? t.totpText : t.backupText}
      </p>
      <TextField
        key={method}
        label={method === "totp" ? t.totpLabel : t.backupLabel}
        inputMode={method === "totp" ? "numeric" : "text"}
        autoComplete="one-time-code"
        autoFocus
        placeholder={method === "totp" ? "123456" : "xxxxx-xxxxx"}
        {...registeredField(form, "code")}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input type="checkbox" className="size-4 rounded border-slate-300" {...register("trustDevice")} />
        {format(t.trustDevice, { days: TRUST_DAYS })}
      </label>
      <Button type="submit" pending={verify.isPending} className="w-full">
        {t.verify}
      </Button>
      <div className="flex justify-between text-sm">
        <button type="button" onClick={switchMethod} className={textLinkClass}>
          {method === "totp" ? t.useBackup : t.useTotp}
        </button>
        <button type="button" onClick={onCancel} className={textLinkClass}>
          {t.backToLogin}
        </button>
      </div>
    </form>
  );
}
