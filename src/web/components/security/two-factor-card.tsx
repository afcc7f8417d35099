import { zodResolver } from "@hookform/resolvers/zod";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { passwordConfirmInput, totpCodeInput } from "../../../shared/schemas/auth";
import { useMe } from "../../api/auth";
import { errorMessage } from "../../api/client";
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useNewBackupCodes,
  useStartTwoFactor,
} from "../../api/security";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { Button } from "../ui/button";
import { Card, CardTitle } from "../ui/card";
import { Dialog } from "../ui/dialog";
import { PasswordField, TextField } from "../ui/field";
import { registeredField } from "../ui/registered-field";
import { StackedForm } from "../ui/stacked-form";

type OpenDialog = "enable" | "disable" | "codes" | null;

export function TwoFactorCard() {
  const { security: t, close } = useDict("investor", enInvestor);
  const messages = useDict("common", enCommon).messages;
  const { data: me } = useMe();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const enabled = me?.twoFactorEnabled === true;
  /** A flow that went through: says so, and closes the dialog. */
  const finish = (message: string) => {
    toast.success(message);
    setDialog(null);
  };

  return (
    <Card aria-labelledby="two-factor-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle id="two-factor-heading">{t.twoFactor}</CardTitle>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {enabled ? t.twoFactorOn : t.twoFactorOff}
          </p>
        </div>
        {enabled ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDialog("codes")}>
              {t.newBackupCodes}
            </Button>
            <Button variant="secondary" onClick={() => setDialog("disable")}>
              {t.turnOff}
            </Button>
          </div>
        ) : (
          <Button onClick={() => setDialog("enable")}>{t.turnOn}</Button>
        )}
      </div>
      <Dialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        closeLabel={close}
        title={dialog === "enable" ? t.turnOnTitle : dialog === "disable" ? t.turnOffTitle : t.newBackupCodes}
      >
        {dialog === "enable" ? <EnableFlow onDone={() => finish(messages.twoFactorEnabled)} /> : null}
        {dialog === "disable" ? <DisableFlow onDone={() => finish(messages.twoFactorDisabled)} /> : null}
        {dialog === "codes" ? <NewCodesFlow /> : null}
      </Dialog>
    </Card>
  );
}

/** A mutation a password step sends the password with (turn on, turn off, new backup codes). */
interface PasswordMutation {
  mutate(
    input: { password: string },
    options: { onSuccess?: () => void; onError: (error: unknown) => void },
  ): void;
  isPending: boolean;
}

/** Asks for the password and sends it with `mutation`: a failure shows as a toast, a success runs `onSuccess`. */
function PasswordStep({
  mutation,
  action,
  onSuccess,
}: {
  mutation: PasswordMutation;
  action: string;
  onSuccess?: () => void;
}) {
  const t = useDict("investor", enInvestor).security;
  const form = useForm({ resolver: zodResolver(passwordConfirmInput), defaultValues: { password: "" } });
  return (
    <StackedForm
      onSubmit={form.handleSubmit(({ password }) =>
        mutation.mutate({ password }, { onSuccess, onError: (error) => toast.error(errorMessage(error)) }),
      )}
      pending={mutation.isPending}
      submitLabel={action}
      gap={4}
    >
      <PasswordField
        label={t.yourPassword}
        autoComplete="current-password"
        autoFocus
        {...registeredField(form, "password")}
      />
    </StackedForm>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const t = useDict("investor", enInvestor).security;
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.saveCodes}</p>
      <ul aria-label={t.backupCodes} className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
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
          toast.success(t.codesCopied);
        }}
      >
        {t.copyCodes}
      </Button>
    </div>
  );
}

function EnableFlow({ onDone }: { onDone: () => void }) {
  const t = useDict("investor", enInvestor).security;
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const form = useForm({ resolver: zodResolver(totpCodeInput), defaultValues: { code: "" } });

  if (!start.data) {
    return <PasswordStep action={t.continue} mutation={start} />;
  }

  const secret = new URL(start.data.totpURI).searchParams.get("secret") ?? "";
  const onConfirm = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center gap-3">
        <div className="rounded-lg bg-white p-3">
          <QRCodeSVG value={start.data.totpURI} size={176} title={t.qrTitle} />
        </div>
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          {t.scan} <code className="break-all font-mono text-slate-900 dark:text-white">{secret}</code>
        </p>
      </div>
      <BackupCodes codes={start.data.backupCodes} />
      <StackedForm onSubmit={onConfirm} pending={confirm.isPending} submitLabel={t.turnOn} gap={4}>
        <TextField
          label={t.codeFromApp}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          {...registeredField(form, "code")}
        />
      </StackedForm>
    </div>
  );
}

function DisableFlow({ onDone }: { onDone: () => void }) {
  const t = useDict("investor", enInvestor).security;
  const disable = useDisableTwoFactor();
  return <PasswordStep action={t.turnOff} mutation={disable} onSuccess={onDone} />;
}

function NewCodesFlow() {
  const t = useDict("investor", enInvestor).security;
  const codes = useNewBackupCodes();
  if (codes.data) return <BackupCodes codes={codes.data.backupCodes} />;
  return <PasswordStep action={t.showNewCodes} mutation={codes} />;
}
