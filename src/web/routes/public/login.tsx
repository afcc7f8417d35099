import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { messages } from "../../../shared/messages";
import { loginInput } from "../../../shared/schemas/auth";
import { useSignIn } from "../../api/auth";
import { errorMessage } from "../../api/client";
import { AuthCard } from "../../components/auth-card";
import { PasswordField, TextField, textLinkClass } from "../../components/form-field";
import { applyServerFieldErrors } from "../../components/server-errors";
import { Button } from "../../components/ui/button";
import { TwoFactorStep } from "./two-factor-step";

export function Component() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginInput), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading(messages.loggingIn);
    try {
      const result = await signIn.mutateAsync(values);
      if ("twoFactorRequired" in result) {
        toast.dismiss(toastId);
        setNeedsCode(true);
        return;
      }
      toast.success(messages.loggedIn, { id: toastId });
      navigate("/dashboard", { replace: true });
    } catch (error) {
      toast.error(errorMessage(error), { id: toastId });
      applyServerFieldErrors(error, ["email", "password"], setError);
    }
  });

  if (needsCode) {
    return (
      <AuthCard title="Two-factor authentication" subtitle="One more step to keep your account safe.">
        <TwoFactorStep
          onSignedIn={() => navigate("/dashboard", { replace: true })}
          onCancel={() => setNeedsCode(false)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Let's sign you in" subtitle="Welcome back. Sign in to manage your portfolio.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register("email")}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Enter your password"
          error={errors.password?.message}
          labelAside={
            <Link to="/forgot-password" className={`text-sm ${textLinkClass}`}>
              Forgot password?
            </Link>
          }
          {...register("password")}
        />
        <Button type="submit" pending={signIn.isPending} className="w-full">
          Login
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Don't have an account?{" "}
        <Link to="/register" className={textLinkClass}>
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
