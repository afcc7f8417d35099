import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { resetPassword } from "../../../shared/contract/auth";
import { PASSWORD_MIN, type ResetPasswordInput, resetPasswordInput } from "../../../shared/schemas/auth";
import { callEndpoint } from "../../api/call-endpoint";
import { AuthCard } from "../../components/auth-card";
import { AuthForm } from "../../components/auth-form";
import { useServerErrors } from "../../components/hooks/use-server-errors";
import { PasswordField, textLinkClass } from "../../components/ui/field";
import { format, useDict } from "../../i18n";
import enAuth from "../../i18n/en/auth";
import enCommon from "../../i18n/en/common";
import { translateMessage } from "../../i18n/translate";

export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const common = useDict("common", enCommon);
  const t = useDict("auth", enAuth).reset;
  const reset = useMutation({
    mutationFn: (body: ResetPasswordInput) => callEndpoint(resetPassword, { body }),
  });
  const form = useForm({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { token, newPassword: "" },
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const showError = useServerErrors(form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await reset.mutateAsync(values);
      toast.success(translateMessage(common, result.message));
      navigate("/login", { replace: true });
    } catch (error) {
      showError(error);
    }
  });

  if (!token) {
    return (
      <AuthCard title={t.invalidTitle} subtitle={common.messages.resetLinkInvalid}>
        <p className="text-center text-sm">
          <Link to="/forgot-password" className={textLinkClass}>
            {t.askAgain}
          </Link>
        </p>
      </AuthCard>
    );
  }

  const link = { to: "/forgot-password", label: t.askAgain };
  return (
    <AuthForm texts={t} onSubmit={onSubmit} pending={reset.isPending} link={link}>
      <input type="hidden" {...register("token")} />
      <PasswordField
        label={t.newPassword}
        autoComplete="new-password"
        placeholder={format(t.passwordPlaceholder, { count: PASSWORD_MIN })}
        error={translateMessage(common, errors.newPassword?.message ?? errors.token?.message)}
        {...register("newPassword")}
      />
    </AuthForm>
  );
}
