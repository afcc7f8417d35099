import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { loginInput } from "../../../shared/schemas/auth";
import { useSignIn } from "../../api/auth";
import { AuthCard } from "../../components/auth-card";
import { afterSignIn } from "../../components/guards";
import { useServerErrors } from "../../components/hooks/use-server-errors";
import { Button } from "../../components/ui/button";
import { PasswordField, TextField, textLinkClass } from "../../components/ui/field";
import { useDict } from "../../i18n";
import enAuth from "../../i18n/en/auth";
import enCommon from "../../i18n/en/common";
import { TwoFactorStep } from "./two-factor-step";

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const next = afterSignIn(location.state);
  const signIn = useSignIn();
  const [needsCode, setNeedsCode] = useState(false);
  const common = useDict("common", enCommon);
  const all = useDict("auth", enAuth);
  const t = all.login;
  const form = useForm({ resolver: zodResolver(loginInput), defaultValues: { email: "", password: "" } });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const showError = useServerErrors(form);

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading(common.messages.loggingIn);
    try {
      const result = await signIn.mutateAsync(values);
      if ("twoFactorRequired" in result) {
        toast.dismiss(toastId);
        setNeedsCode(true);
        return;
      }
      toast.success(common.messages.loggedIn, { id: toastId });
      navigate(next, { replace: true });
    } catch (error) {
      showError(error, { toastId });
    }
  });

  if (needsCode) {
    return (
      <AuthCard title={all.twoFactor.title} subtitle={all.twoFactor.subtitle}>
        <TwoFactorStep
          onSignedIn={() => navigate(next, { replace: true })}
          onCancel={() => setNeedsCode(false)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          placeholder={t.emailPlaceholder}
          error={errors.email?.message}
          {...register("email")}
        />
        <PasswordField
          label={t.password}
          autoComplete="current-password"
          placeholder={t.passwordPlaceholder}
          error={errors.password?.message}
          labelAside={
            <Link to="/forgot-password" className={`text-sm ${textLinkClass}`}>
              {t.forgot}
            </Link>
          }
          {...register("password")}
        />
        <Button type="submit" pending={signIn.isPending} className="w-full">
          {t.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t.noAccount}{" "}
        <Link to="/register" className={textLinkClass}>
          {t.signUp}
        </Link>
      </p>
    </AuthCard>
  );
}
