import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { requestPasswordReset } from "../../../shared/contract/auth";
import { type RequestPasswordResetInput, requestPasswordResetInput } from "../../../shared/schemas/auth";
import { callEndpoint } from "../../api/call-endpoint";
import { AuthCard } from "../../components/auth-card";
import { AuthForm } from "../../components/auth-form";
import { AuthLink } from "../../components/auth-link";
import { useServerErrors } from "../../components/hooks/use-server-errors";
import { EmailField } from "../../components/ui/field";
import { registeredField } from "../../components/ui/registered-field";
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
  const { handleSubmit } = form;
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
        <AuthLink to="/login">{t.backToLogin}</AuthLink>
      </AuthCard>
    );
  }

  const link = { prompt: t.remembered, to: "/login", label: t.login };
  return (
    <AuthForm texts={t} onSubmit={onSubmit} pending={request.isPending} link={link}>
      <EmailField label={t.email} placeholder={t.emailPlaceholder} {...registeredField(form, "email")} />
    </AuthForm>
  );
}
