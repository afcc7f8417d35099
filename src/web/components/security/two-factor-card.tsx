import { zodResolver } from "@hookform/resolvers/zod";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { messages } from "../../../shared/messages";
import { passwordConfirmInput, totpCodeInput } from "../../../shared/schemas/auth";
import { useMe } from "../../api/auth";
import { errorMessage } from "../../api/client";
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useNewBackupCodes,
  useStartTwoFactor,
} from "../../api/security";
import { PasswordField, TextField } from "../form-field";
import { Modal } from "../modal";
import { Button } from "../ui/button";
import { Card } from "../ui/card";

type Dialog = "enable" | "disable" | "codes" | null;

export function TwoFactorCard() {
  const { data: me } = useMe();
  const [dialog, setDialog] = useState<Dialog>(null);
  const enabled = me?.twoFactorEnabled === true;

  return (
    <Card aria-labelledby="two-factor-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="two-factor-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Two-factor authentication
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {enabled
              ? "On: signing in asks for a code from your authenticator app."
              : "Off: add a code from an authenticator app to every sign-in."}
          </p>
        </div>
        {enabled ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDialog("codes")}>
              New backup codes
            </Button>
            <Button variant="secondary" onClick={() => setDialog("disable")}>
              Turn off
            </Button>
          </div>
        ) : (
          <Button onClick={() => setDialog("enable")}>Turn on</Button>
        )}
      </div>
      <Modal
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        title={
          dialog === "enable"
            ? "Turn on two-factor authentication"
            : dialog === "disable"
              ? "Turn off two-factor authentication"
              : "New backup codes"
        }
      >
        {dialog === "enable" ? <EnableFlow onDone={() => setDialog(null)} /> : null}
        {dialog === "disable" ? <DisableFlow onDone={() => setDialog(null)} /> : null}
        {dialog === "codes" ? <NewCodesFlow /> : null}
      </Modal>
    </Card>
  );
}

function PasswordStep({
  onPassword,
  pending,
  action,
}: {
  onPassword: (password: string) => void;
  pending: boolean;
  action: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordConfirmInput), defaultValues: { password: "" } });
  return (
    <form onSubmit={handleSubmit(({ password }) => onPassword(password))} noValidate className="space-y-4">
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        autoFocus
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" pending={pending} className="w-full">
        {action}
      </Button>
    </form>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Save these backup codes somewhere safe. Each one signs you in once if you lose your phone.
      </p>
      <ul aria-label="Backup codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-slate-100 px-2 py-1 text-center dark:bg-slate-800">
            {code}
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="mt-3 w-full"
        onClick={async () => {
          await navigator.clipboard.writeText(codes.join("\n"));
          toast.success("Backup codes copied to clipboard");
        }}
      >
        Copy codes
      </Button>
    </div>
  );
}

function EnableFlow({ onDone }: { onDone: () => void }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(totpCodeInput), defaultValues: { code: "" } });

  if (!start.data) {
    return (
      <PasswordStep
        action="Continue"
        pending={start.isPending}
        onPassword={(password) =>
          start.mutate({ password }, { onError: (error) => toast.error(errorMessage(error)) })
        }
      />
    );
  }

  const secret = new URL(start.data.totpURI).searchParams.get("secret") ?? "";
  const onConfirm = handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      toast.success(messages.twoFactorEnabled);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center gap-3">
        <div className="rounded-lg bg-white p-3">
          <QRCodeSVG value={start.data.totpURI} size={176} title="Authenticator QR code" />
        </div>
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          Scan with your authenticator app, or enter this key:{" "}
          <code className="break-all font-mono text-slate-900 dark:text-white">{secret}</code>
        </p>
      </div>
      <BackupCodes codes={start.data.backupCodes} />
      <form onSubmit={onConfirm} noValidate className="space-y-4">
        <TextField
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          error={errors.code?.message}
          {...register("code")}
        />
        <Button type="submit" pending={confirm.isPending} className="w-full">
          Turn on
        </Button>
      </form>
    </div>
  );
}

function DisableFlow({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  return (
    <PasswordStep
      action="Turn off"
      pending={disable.isPending}
      onPassword={(password) =>
        disable.mutate(
          { password },
          {
            onSuccess: () => {
              toast.success(messages.twoFactorDisabled);
              onDone();
            },
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    />
  );
}

function NewCodesFlow() {
  const codes = useNewBackupCodes();
  if (codes.data) return <BackupCodes codes={codes.data.backupCodes} />;
  return (
    <PasswordStep
      action="Show new codes"
      pending={codes.isPending}
      onPassword={(password) =>
        codes.mutate({ password }, { onError: (error) => toast.error(errorMessage(error)) })
      }
    />
  );
}
