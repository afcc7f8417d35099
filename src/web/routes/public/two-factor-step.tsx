import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { messages } from "../../../shared/messages";
import { backupCodeInput, totpCodeInput } from "../../../shared/schemas/auth";
import { useVerifySecondFactor } from "../../api/auth";
import { errorMessage } from "../../api/client";
import { TextField, textLinkClass } from "../../components/form-field";
import { Button } from "../../components/ui/button";

/** The second step of a two-factor sign-in, shown by the login page after the password. */
export function TwoFactorStep({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const [method, setMethod] = useState<"totp" | "backup">("totp");
  const verify = useVerifySecondFactor();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(method === "totp" ? totpCodeInput : backupCodeInput),
    defaultValues: { code: "", trustDevice: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading(messages.loggingIn);
    try {
      await verify.mutateAsync({ method, ...values });
      toast.success(messages.loggedIn, { id: toastId });
      onSignedIn();
    } catch (error) {
      toast.error(errorMessage(error), { id: toastId });
    }
  });

  const switchMethod = () => {
    setMethod(method === "totp" ? "backup" : "totp");
    reset({ code: "", trustDevice: false });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {method === "totp"
          ? "Open your authenticator app and enter the 6-digit code for Swift Trade Exchange."
          : "Enter one of the backup codes you saved when you turned on two-factor authentication."}
      </p>
      <TextField
        key={method}
        label={method === "totp" ? "Authentication code" : "Backup code"}
        inputMode={method === "totp" ? "numeric" : "text"}
        autoComplete="one-time-code"
        autoFocus
        placeholder={method === "totp" ? "123456" : "xxxxx-xxxxx"}
        error={errors.code?.message}
        {...register("code")}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input type="checkbox" className="size-4 rounded border-slate-300" {...register("trustDevice")} />
        Trust this device for 30 days
      </label>
      <Button type="submit" pending={verify.isPending} className="w-full">
        Verify
      </Button>
      <div className="flex justify-between text-sm">
        <button type="button" onClick={switchMethod} className={textLinkClass}>
          {method === "totp" ? "Use a backup code" : "Use the authenticator app"}
        </button>
        <button type="button" onClick={onCancel} className={textLinkClass}>
          Back to login
        </button>
      </div>
    </form>
  );
}
