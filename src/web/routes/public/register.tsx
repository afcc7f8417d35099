import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { messages } from "../../../shared/messages";
import { registerInput } from "../../../shared/schemas/auth";
import { useSignUp } from "../../api/auth";
import { errorMessage } from "../../api/client";
import { lookupReferralId } from "../../api/referrals";
import { AuthCard } from "../../components/auth-card";
import { CountryField } from "../../components/country-picker";
import { PasswordField, TextField, textLinkClass } from "../../components/form-field";
import { applyServerFieldErrors } from "../../components/server-errors";
import { Button } from "../../components/ui/button";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";

const fieldNames = ["name", "email", "phone", "country", "referrerId", "password"] as const;

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
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

  const t = useDict("common", enCommon);
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
    const toastId = toast.loading(messages.signingUp);
    try {
      await signUp.mutateAsync(values);
      toast.success(messages.signedUp, { id: toastId });
      navigate("/dashboard", { replace: true });
    } catch (error) {
      toast.error(errorMessage(error), { id: toastId });
      applyServerFieldErrors(error, fieldNames, setError);
    }
  });

  return (
    <AuthCard
      title="Create an account"
      subtitle="Open your account in a minute and start copying top traders."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Full name"
          autoComplete="name"
          placeholder="Jane Doe"
          error={errors.name?.message}
          {...register("name")}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="+1 555 123 4567"
          error={errors.phone?.message}
          {...register("phone")}
        />
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <CountryField
              label="Country"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label="Referral ID"
          hint="(optional)"
          autoComplete="off"
          placeholder="Referral ID"
          error={errors.referrerId?.message}
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
          label="Password"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          error={errors.password?.message}
          {...register("password")}
        />
        <Button type="submit" pending={signUp.isPending} className="w-full">
          Sign up
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{" "}
        <Link to="/login" className={textLinkClass}>
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
