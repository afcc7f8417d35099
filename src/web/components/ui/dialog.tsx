import { AlertDialog, Dialog as RadixDialog } from "radix-ui";
import type { FormEvent, ReactNode } from "react";
import { useDict } from "../../i18n";
import enAdmin from "../../i18n/en/admin";
import { Icon } from "../icons";
import { Spinner } from "../loading";
import { Button } from "./button";

const overlayClass = "fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in";

const panelClass =
  "fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-[480px] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl outline-none data-[state=open]:animate-pop-in sm:p-6 dark:border-slate-800 dark:bg-slate-900";

const titleClass = "text-lg font-semibold text-slate-900 dark:text-white";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While true (its action runs) the dialog neither closes nor opens. */
  busy?: boolean;
  /** Called each time the dialog is closed (after `onOpenChange(false)`): to reset what it holds. */
  onClose?: () => void;
  title: string;
  description?: ReactNode;
  /** The element that opens the dialog (focus returns to it on close). */
  trigger?: ReactNode;
  /** Where focus goes on close; Radix returns it to `trigger` by default. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The close button's accessible name (English "Close" unless translated by the caller). */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * The spec's modal dialog (Radix): aria-modal, labelled by its title, a close button, Escape closes,
 * focus trapped inside and returned on close, page scroll locked, max width 480px.
 */
export function Dialog({
  open,
  onOpenChange,
  busy = false,
  onClose,
  title,
  description,
  trigger,
  onCloseAutoFocus,
  closeLabel = "Close",
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={openChange({ busy, onOpenChange, onClose })}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`${overlayClass} data-[state=closed]:animate-fade-out`} />
        <RadixDialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          aria-modal="true"
          onCloseAutoFocus={onCloseAutoFocus}
          className={`${panelClass} max-h-[calc(100dvh-2rem)] overflow-y-auto`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A dialog's Cancel and Confirm, right-aligned: while pending, Cancel is disabled and Confirm spins. */
export function DialogActions({
  onCancel,
  cancelLabel,
  onConfirm,
  confirmLabel,
  pending,
}: {
  onCancel: () => void;
  cancelLabel: string;
  onConfirm: () => void;
  confirmLabel: string;
  pending: boolean;
}) {
  return (
    <div className="mt-6 flex justify-end gap-3">
      <Button onClick={onCancel} disabled={pending} variant="secondary">
        {cancelLabel}
      </Button>
      <Button onClick={onConfirm} pending={pending}>
        {confirmLabel}
      </Button>
    </div>
  );
}

interface FormDialogProps extends Omit<DialogProps, "children"> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields (and any form-level message) above the buttons. */
  children: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  /** The request is on its way: the submit button shows a spinner. */
  pending: boolean;
  /** While pending, the dialog cannot be closed and Cancel is disabled. */
  holdWhilePending?: boolean;
}

/** A dialog holding one form: its fields, then Cancel and the submit button. */
export function FormDialog({
  onSubmit,
  children,
  cancelLabel,
  submitLabel,
  pending,
  holdWhilePending = false,
  onOpenChange,
  ...dialog
}: FormDialogProps) {
  const held = holdWhilePending && pending;
  const change = (next: boolean) => {
    if (!held) onOpenChange(next);
  };
  return (
    <Dialog {...dialog} onOpenChange={change}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={held} onClick={() => change(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The cancel button's text (English "Cancel" unless translated by the caller). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** While the action runs the buttons are disabled and the confirm button shows a spinner. */
  busy?: boolean;
  destructive?: boolean;
}

/** A dialog's open/close handler: nothing while `busy`, else `onOpenChange`, then `onClose` on a close. */
export function openChange({
  busy,
  onOpenChange,
  onClose,
}: {
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onClose?: () => void;
}) {
  return (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) onClose?.();
  };
}

/**
 * Asks before an irreversible action (Radix AlertDialog: focus starts on Cancel, Escape cancels,
 * clicking outside does nothing). Stays open while `busy`; the caller closes it when done.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  destructive = true,
}: ConfirmDialogProps) {
  const t = useDict("admin", enAdmin);
  return (
    <AlertDialog.Root open={open} onOpenChange={openChange({ busy, onOpenChange })}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content aria-modal="true" className={panelClass}>
          <AlertDialog.Title className={titleClass}>{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              disabled={busy}
              className="inline-flex h-10 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {cancelLabel ?? t.cancel}
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={onConfirm}
              className={`inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold disabled:opacity-60 ${
                destructive
                  ? "bg-red-700 text-white hover:bg-red-800 dark:bg-red-700 dark:hover:bg-red-800"
                  : "bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950"
              }`}
            >
              {busy ? <Spinner className="size-4" /> : null}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
