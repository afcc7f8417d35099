import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { loginInput } from "../../../shared/schemas/auth";
import { useSignIn } from "../../api/auth";
import { AuthCard } from "../../components/auth-card";
import { AuthForm } from "../../components/auth-form";
import { afterSignIn } from "../../components/guards";
import { useServerErrors } from "../../components/hooks/use-server-errors";
import { EmailField, PasswordField, textLinkClass } from "../../components/ui/field";
import { registeredField } from "../../components/ui/registered-field";
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
  const { handleSubmit } = form;
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

  const link = { prompt: t.noAccount, to: "/register", label: t.signUp };
  return (
    <AuthForm texts={t} onSubmit={onSubmit} pending={signIn.isPending} link={link}>
      <EmailField label={t.email} placeholder={t.emailPlaceholder} {...registeredField(form, "email")} />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        placeholder={t.passwordPlaceholder}
        labelAside={
          <Link to="/forgot-password" className={`text-sm ${textLinkClass}`}>
            {t.forgot}
          </Link>
        }
        {...registeredField(form, "password")}
      />
    </AuthForm>
  );
}
