import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { messages } from "../../../shared/messages";
import { type ResetPasswordInput, resetPasswordInput } from "../../../shared/schemas/auth";
import { apiFetch, errorMessage } from "../../api/client";
import { AuthCard } from "../../components/auth-card";
import { PasswordField, textLinkClass } from "../../components/form-field";
import { Button } from "../../components/ui/button";

export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const reset = useMutation({
    mutationFn: (values: ResetPasswordInput) =>
      apiFetch<{ message: string }>("/api/auth/reset-password", { method: "POST", json: values }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordInput), defaultValues: { token, newPassword: "" } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await reset.mutateAsync(values);
      toast.success(result.message);
      navigate("/login", { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  if (!token) {
    return (
      <AuthCard title="Reset your password" subtitle={messages.resetLinkInvalid}>
        <p className="text-center text-sm">
          <Link to="/forgot-password" className={textLinkClass}>
            Ask for a new link
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <input type="hidden" {...register("token")} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          error={errors.newPassword?.message ?? errors.token?.message}
          {...register("newPassword")}
        />
        <Button type="submit" pending={reset.isPending} className="w-full">
          Set new password
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/forgot-password" className={textLinkClass}>
          Ask for a new link
        </Link>
      </p>
    </AuthCard>
  );
}
