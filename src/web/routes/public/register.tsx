import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PASSWORD_MIN, registerInput } from "../../../shared/schemas/auth";
import { useSignUp } from "../../api/auth";
import { lookupReferralId } from "../../api/referrals";
import { AuthForm } from "../../components/auth-form";
import { CountryFormField } from "../../components/country-form-field";
import { useServerErrors } from "../../components/hooks/use-server-errors";
import { EmailField, PasswordField, PhoneField, TextField } from "../../components/ui/field";
import { format, useDict } from "../../i18n";
import enAuth from "../../i18n/en/auth";
import enCommon from "../../i18n/en/common";
import { translateMessage } from "../../i18n/translate";

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(registerInput),
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      country: "",
      referrerId: searchParams.get("refId") ?? "",
      password: "",
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  const showError = useServerErrors(form);

  const t = useDict("common", enCommon);
  const a = useDict("auth", enAuth).register;
  const tm = (message: string | undefined) => translateMessage(t, message);
  const referralWarningId = useId();
  const [referralUnknown, setReferralUnknown] = useState(false);
  const lastChecked = useRef<string | null>(null);
  /**
   * The referral ID is optional (spec): one that names no one only earns a warning under the
   * field; the sign-up still goes through (the server drops it).
   */
  const checkReferral = useCallback(async (raw: string) => {
    const value = raw.trim();
    lastChecked.current = value;
    if (!value) {
      setReferralUnknown(false);
      return;
    }
    try {
      const { exists } = await lookupReferralId(value);
      if (lastChecked.current === value) setReferralUnknown(!exists);
    } catch {
      // No answer (offline, rate limited): say nothing rather than something wrong.
      if (lastChecked.current === value) setReferralUnknown(false);
    }
  }, []);
  const prefilledReferral = searchParams.get("refId") ?? "";
  useEffect(() => {
    if (prefilledReferral) void checkReferral(prefilledReferral);
  }, [prefilledReferral, checkReferral]);

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading(t.messages.signingUp);
    try {
      await signUp.mutateAsync(values);
      toast.success(t.messages.signedUp, { id: toastId });
      navigate("/dashboard", { replace: true });
    } catch (error) {
      showError(error, { toastId });
    }
  });

  const link = { prompt: a.haveAccount, to: "/login", label: a.login };
  return (
    <AuthForm texts={a} onSubmit={onSubmit} pending={signUp.isPending} link={link}>
      <TextField
        label={a.fullName}
        autoComplete="name"
        placeholder={a.fullNamePlaceholder}
        error={tm(errors.name?.message)}
        {...register("name")}
      />
      <EmailField
        label={a.email}
        placeholder={a.emailPlaceholder}
        error={tm(errors.email?.message)}
        {...register("email")}
      />
      <PhoneField
        label={a.phone}
        placeholder={a.phonePlaceholder}
        error={tm(errors.phone?.message)}
        {...register("phone")}
      />
      <CountryFormField control={control} name="country" label={a.country} />
      <TextField
        label={a.referralId}
        hint={a.optional}
        autoComplete="off"
        placeholder={a.referralPlaceholder}
        error={tm(errors.referrerId?.message)}
        {...register("referrerId", {
          onBlur: (event: React.FocusEvent<HTMLInputElement>) => void checkReferral(event.target.value),
          onChange: () => setReferralUnknown(false),
        })}
        aria-describedby={errors.referrerId ? undefined : referralUnknown ? referralWarningId : undefined}
      />
      {referralUnknown && !errors.referrerId ? (
        <p
          id={referralWarningId}
          role="status"
          className="-mt-3 text-sm text-amber-700 dark:text-amber-400"
          data-testid="referral-warning"
        >
          {t.referral.unknownId}
        </p>
      ) : null}
      <PasswordField
        label={a.password}
        autoComplete="new-password"
        placeholder={format(a.passwordPlaceholder, { count: PASSWORD_MIN })}
        error={tm(errors.password?.message)}
        {...register("password")}
      />
    </AuthForm>
  );
}
