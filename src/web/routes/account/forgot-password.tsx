import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { requestPasswordReset } from "../../../shared/contract/auth";
import { type RequestPasswordResetInput, requestPasswordResetInput } from "../../../shared/schemas/auth";
import { callEndpoint } from "../../api/call-endpoint";
import { AuthCard } from "../../components/auth-card";
import { useServerErrors } from "../../components/hooks/use-server-errors";
import { Button } from "../../components/ui/button";
import { TextField, textLinkClass } from "../../components/ui/field";
import { useDict, useLang } from "../../i18n";
import enAuth from "../../i18n/en/auth";
import enCommon from "../../i18n/en/common";
import { plural, translateMessage } from "../../i18n/translate";

/** How long a reset link works (better-auth's resetPasswordTokenExpiresIn in server/auth/auth.ts). */
const LINK_HOURS = 1;

export function Component() {
  const lang = useLang();
  const common = useDict("common", enCommon);
  const t = useDict("auth", enAuth).forgot;
  const request = useMutation({
    mutationFn: (body: RequestPasswordResetInput) => callEndpoint(requestPasswordReset, { body }),
  });
  const form = useForm({ resolver: zodResolver(requestPasswordResetInput), defaultValues: { email: "" } });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const showError = useServerErrors(form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      showError(error);
    }
  });

  if (request.isSuccess) {
    return (
      <AuthCard title={t.sentTitle} subtitle={translateMessage(common, request.data.message) ?? ""}>
        <p className="text-sm text-slate-600 dark:text-slate-400">{plural(lang, LINK_HOURS, t.sentText)}</p>
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className={textLinkClass}>
            {t.backToLogin}
          </Link>
        </p>
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
        <Button type="submit" pending={request.isPending} className="w-full">
          {t.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t.remembered}{" "}
        <Link to="/login" className={textLinkClass}>
          {t.login}
        </Link>
      </p>
    </AuthCard>
  );
}
