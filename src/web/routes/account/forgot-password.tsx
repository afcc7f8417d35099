import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { type RequestPasswordResetInput, requestPasswordResetInput } from "../../../shared/schemas/auth";
import { apiFetch, errorMessage } from "../../api/client";
import { AuthCard } from "../../components/auth-card";
import { TextField, textLinkClass } from "../../components/form-field";
import { Button } from "../../components/ui/button";

export function Component() {
  const request = useMutation({
    mutationFn: (values: RequestPasswordResetInput) =>
      apiFetch<{ message: string }>("/api/auth/request-password-reset", { method: "POST", json: values }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(requestPasswordResetInput), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your email" subtitle={request.data.message}>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The link is valid for one hour. Nothing arrived? Check your spam folder or try again.
        </p>
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className={textLinkClass}>
            Back to login
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register("email")}
        />
        <Button type="submit" pending={request.isPending} className="w-full">
          Send reset link
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Remembered it?{" "}
        <Link to="/login" className={textLinkClass}>
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
