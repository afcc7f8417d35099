import { Switch } from "radix-ui";
import { useId } from "react";
import { toast } from "sonner";
import { useAdminSettings, useUpdateSettings } from "../../api/admin";
import { useDict } from "../../i18n";
import enAdmin from "../../i18n/en/admin";
import enCommon from "../../i18n/en/common";
import { useErrorText } from "../hooks/use-error-text";
import { Card, CardTitle } from "../ui/card";

/** Platform settings an admin can change (stored server-side, every change in the audit log). */
export function SettingsCard() {
  const settings = useAdminSettings();
  const { messages } = useDict("common", enCommon);
  const errorText = useErrorText();
  const t = useDict("admin", enAdmin).settings;
  const update = useUpdateSettings();
  const labelId = useId();
  const value = settings.data?.requireAdminTwoFactor ?? false;
  return (
    <Card aria-labelledby="settings">
      <CardTitle id="settings">{t.title}</CardTitle>
      <div className="mt-4 flex items-center justify-between gap-4">
        <div>
          <p id={labelId} className="text-sm font-medium text-slate-800 dark:text-slate-100">
            {t.requireTwoFactor}
          </p>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{t.requireTwoFactorHint}</p>
        </div>
        <Switch.Root
          aria-labelledby={labelId}
          checked={value}
          disabled={settings.isPending || update.isPending}
          onCheckedChange={(checked) =>
            update.mutate(
              { requireAdminTwoFactor: checked },
              {
                onSuccess: () => toast.success(messages.settingsSaved),
                onError: (error) =>
                  toast.error(messages.settingsSaveFailed, {
                    description: errorText(error),
                  }),
              },
            )
          }
          className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-emerald-600 dark:bg-slate-700 dark:data-[state=checked]:bg-emerald-500"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      </div>
    </Card>
  );
}
