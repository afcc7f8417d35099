import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { messages } from "../../../shared/messages";
import { registerInput } from "../../../shared/schemas/auth";
import { useSignUp } from "../../api/auth";
import { errorMessage } from "../../api/client";
import { AuthCard } from "../../components/auth-card";
import { CountryField } from "../../components/country-picker";
import { PasswordField, primaryButtonClass, TextField, textLinkClass } from "../../components/form-field";
import { Spinner } from "../../components/loading";
import { applyServerFieldErrors } from "../../components/server-errors";

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
          {...register("referrerId")}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          error={errors.password?.message}
          {...register("password")}
        />
        <button type="submit" disabled={signUp.isPending} className={`${primaryButtonClass} w-full`}>
          {signUp.isPending ? <Spinner className="size-4" /> : null}
          Sign up
        </button>
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
