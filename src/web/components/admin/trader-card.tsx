import { type ReactNode, useEffect, useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { AdminUserDetail } from "../../../shared/schemas/admin";
import { PROFIT_SHARE_MAX, TRADER_BIO_MAX, TRADER_DISPLAY_NAME_MAX } from "../../../shared/schemas/traders";
import { useSaveTrader, useStopTrader } from "../../api/admin";
import { errorMessage } from "../../api/client";
import { format, useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import { useFormatters } from "../../i18n/formatters";
import { Button } from "../ui/button";
import { Card, CardTitle } from "../ui/card";
import { ConfirmDialog, Dialog } from "../ui/dialog";
import { FieldShell, inputBorder, inputClass, TextField } from "../ui/field";
import { AdminFigure } from "./admin-figure";
import { checkTraderForm, type TraderField, type TraderFormValues, traderErrorText } from "./trader-form";

type TraderTexts = typeof enCommon.traders;

const badge =
  "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset";
const actionButton =
  "inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";

/**
 * Admin user detail: whether the user is a trader (docs/design.md, Copy trading), with Make trader / Edit
 * trader profile / Re-activate (one dialog: display name, bio, profit share) and Stop trader (asks
 * first). Admins and inactive users cannot become traders; the card says why.
 */
export function TraderCard({ user }: { user: AdminUserDetail }) {
  const t = useDict("common", enCommon).traders;
  const fmt = useFormatters();
  const stop = useStopTrader(user.id);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);
  const hintId = useId();

  const trader = user.trader;
  const active = trader !== null && trader.stoppedAt === null;
  const ineligible = user.isAdmin ? t.adminNotEligible : user.isActive ? null : t.inactiveNotEligible;

  const stopTrader = () =>
    stop.mutate(undefined, {
      onSuccess: () => toast.success(t.stopDone),
      onError: (error) => toast.error(t.stopFailed, { description: errorMessage(error) }),
      onSettled: () => setConfirmStop(false),
    });

  const openLabel = !trader ? t.make : active ? t.edit : t.reactivate;
  return (
    <Card aria-labelledby="user-trader">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id="user-trader">{t.title}</CardTitle>
            {trader ? (
              <span
                className={`${badge} ${
                  active
                    ? "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-400 dark:ring-emerald-400/30"
                    : "bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30"
                }`}
              >
                {active ? t.active : t.stopped}
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {!trader
              ? t.none
              : trader.stoppedAt
                ? format(t.stoppedOn, {
                    date: fmt.mediumDate(trader.stoppedAt),
                    since: fmt.mediumDate(trader.since),
                  })
                : format(t.since, { date: fmt.mediumDate(trader.since) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <button
            type="button"
            disabled={ineligible !== null || stop.isPending}
            aria-describedby={ineligible ? hintId : undefined}
            onClick={() => setDialogOpen(true)}
            className={`${actionButton} bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400`}
          >
            {openLabel}
          </button>
          {active ? (
            <button
              type="button"
              disabled={stop.isPending}
              onClick={() => setConfirmStop(true)}
              className={`${actionButton} border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-400/50 dark:text-red-300 dark:hover:bg-red-400/10`}
            >
              {t.stop}
            </button>
          ) : null}
        </div>
      </div>
      {ineligible ? (
        <p id={hintId} className="mt-3 text-sm text-amber-800 dark:text-amber-300">
          {ineligible}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t.intro}</p>
      {trader ? (
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
          <Figure label={t.displayName}>{trader.displayName}</Figure>
          <Figure label={t.profitShare}>{format(t.percent, { value: trader.profitSharePercent })}</Figure>
          <div className="sm:col-span-2">
            <Figure label={t.bio}>
              {trader.bio ? (
                <span className="font-normal whitespace-pre-line">{trader.bio}</span>
              ) : (
                <span className="font-normal text-slate-500 dark:text-slate-400">{t.noBio}</span>
              )}
            </Figure>
          </div>
        </dl>
      ) : null}
      <TraderDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        userId={user.id}
        trader={user.trader}
        title={openLabel}
        t={t}
      />
      <ConfirmDialog
        open={confirmStop}
        onOpenChange={setConfirmStop}
        title={t.stopTitle}
        description={format(t.stopText, { name: trader?.displayName ?? "" })}
        confirmLabel={t.stop}
        cancelLabel={t.cancel}
        busy={stop.isPending}
        onConfirm={stopTrader}
      />
    </Card>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <AdminFigure label={label} className="min-w-0" valueClass="break-words">
      {children}
    </AdminFigure>
  );
}

const resolver: Resolver<TraderFormValues> = (values) => {
  const checked = checkTraderForm(values);
  if (!checked.errors) return { values, errors: {} };
  const errors: FieldErrors<TraderFormValues> = {};
  for (const [field, message] of Object.entries(checked.errors)) {
    errors[field as TraderField] = { type: "validate", message };
  }
  return { values: {}, errors };
};

function TraderDialog({
  open,
  onOpenChange,
  userId,
  trader,
  title,
  t,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  trader: AdminUserDetail["trader"];
  title: string;
  t: TraderTexts;
}) {
  const save = useSaveTrader(userId);
  const form = useForm<TraderFormValues>({ resolver, mode: "onSubmit", reValidateMode: "onSubmit" });
  const { register, handleSubmit, reset, clearErrors, setError, formState, watch } = form;
  const bioId = useId();

  useEffect(() => {
    if (!open) return;
    reset({
      displayName: trader?.displayName ?? "",
      bio: trader?.bio ?? "",
      profitSharePercent: trader ? String(trader.profitSharePercent) : "",
    });
  }, [open, trader, reset]);

  const onSubmit = handleSubmit((values) => {
    const checked = checkTraderForm(values);
    if (!checked.input) return;
    save.mutate(checked.input, {
      onSuccess: () => {
        toast.success(trader ? t.saved : t.made);
        onOpenChange(false);
      },
      // The endpoint's typed error: its field messages go under the fields.
      onError: (error) => {
        toast.error(t.saveFailed, { description: errorMessage(error) });
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === "displayName" || field === "bio" || field === "profitSharePercent") {
            setError(field, { message: traderErrorText(t, message) });
          }
        }
      },
    });
  });

  // Typing in a field clears that field's error.
  const field = (name: TraderField) => register(name, { onChange: () => clearErrors(name) });
  const error = (name: TraderField) => {
    const message = formState.errors[name]?.message;
    return message ? traderErrorText(t, message) : undefined;
  };
  const bioError = error("bio");
  const bioLength = watch("bio")?.length ?? 0;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={t.dialogText}
      closeLabel={t.close}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t.displayName}
          autoComplete="off"
          maxLength={TRADER_DISPLAY_NAME_MAX}
          error={error("displayName")}
          {...field("displayName")}
        />
        <FieldShell id={bioId} label={t.bio} hint={t.optional} error={bioError}>
          <textarea
            id={bioId}
            rows={4}
            maxLength={TRADER_BIO_MAX}
            aria-invalid={bioError ? true : undefined}
            aria-describedby={bioError ? `${bioId}-error ${bioId}-count` : `${bioId}-count`}
            className={`${inputClass} ${inputBorder(Boolean(bioError))} h-auto resize-y py-2.5`}
            {...field("bio")}
          />
          <p id={`${bioId}-count`} className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400">
            {format(t.characters, { count: bioLength, max: TRADER_BIO_MAX })}
          </p>
        </FieldShell>
        <TextField
          label={t.profitShare}
          hint={t.profitShareHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          placeholder={`0-${PROFIT_SHARE_MAX}`}
          error={error("profitSharePercent")}
          {...field("profitSharePercent")}
        />
        <Button type="submit" pending={save.isPending} className="w-full">
          {t.save}
        </Button>
      </form>
    </Dialog>
  );
}
