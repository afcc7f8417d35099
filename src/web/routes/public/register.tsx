import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PASSWORD_MIN, registerInput } from "../../../shared/schemas/auth";
import { useSignUp } from "../../api/auth";
import { lookupReferralId } from "../../api/referrals";
import { AuthCard } from "../../components/auth-card";
import { CountryField } from "../../components/country-picker";
import { useServerErrors } from "../../components/hooks/use-server-errors";
import { Button } from "../../components/ui/button";
import { PasswordField, TextField, textLinkClass } from "../../components/ui/field";
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

  return (
    <AuthCard title={a.title} subtitle={a.subtitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={a.fullName}
          autoComplete="name"
          placeholder={a.fullNamePlaceholder}
          error={tm(errors.name?.message)}
          {...register("name")}
        />
        <TextField
          label={a.email}
          type="email"
          autoComplete="email"
          placeholder={a.emailPlaceholder}
          error={tm(errors.email?.message)}
          {...register("email")}
        />
        <TextField
          label={a.phone}
          type="tel"
          autoComplete="tel"
          placeholder={a.phonePlaceholder}
          error={tm(errors.phone?.message)}
          {...register("phone")}
        />
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <CountryField
              label={a.country}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={tm(fieldState.error?.message)}
            />
          )}
        />
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
        <Button type="submit" pending={signUp.isPending} className="w-full">
          {a.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {a.haveAccount}{" "}
        <Link to="/login" className={textLinkClass}>
          {a.login}
        </Link>
      </p>
    </AuthCard>
  );
}
