import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { AdminPaymentMethod } from "../../../shared/schemas/payment-methods";
import { useMe } from "../../api/auth";
import {
  type AddressDecision,
  useAdminPaymentMethods,
  useDecideAddress,
  useDeletePaymentMethod,
} from "../../api/payment-methods";
import { format, useDict } from "../../i18n";
import { displayUserName } from "../../i18n/descriptions";
import enAdmin from "../../i18n/en/admin";
import enCommon from "../../i18n/en/common";
import { useErrorText } from "../hooks/use-error-text";
import { progressToast } from "../progress-toast";
import { Button } from "../ui/button";
import { Card, CardTitle } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { Notice } from "../ui/notice";
import { QueryBlock } from "../ui/query-block";
import { PaymentMethodModal } from "./payment-method-modal";

const smallButton =
  "inline-flex h-9 items-center justify-center rounded-lg border px-3 text-sm font-medium disabled:opacity-60";
const neutral = `${smallButton} border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800`;
const danger = `${smallButton} border-red-300 text-red-700 hover:bg-red-50 dark:border-red-500/40 dark:text-red-400 dark:hover:bg-red-500/10`;

type PaymentMethod = AdminPaymentMethod;

/**
 * The overview's Payment Methods: list, copy address, edit, delete (confirmed), add; with four-eyes
 * on, a new address awaits a second admin's approval (approve or reject, confirmed).
 */
export function PaymentMethodsCard() {
  const methods = useAdminPaymentMethods();
  const common = useDict("common", enCommon);
  const { messages } = common;
  const errorText = useErrorText();
  const t = useDict("admin", enAdmin).methods;
  const remove = useDeletePaymentMethod();
  const [editing, setEditing] = useState<PaymentMethod | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const [deciding, setDeciding] = useState<{ method: PaymentMethod; decision: AddressDecision } | null>(null);
  const decide = useDecideAddress();
  const me = useMe().data;
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const openModal = (method: PaymentMethod | null) => {
    setEditing(method);
    setModalOpen(true);
  };

  const copy = async (method: PaymentMethod) => {
    try {
      await navigator.clipboard.writeText(method.address);
    } catch {
      toast.error(messages.copyFailed);
      return;
    }
    toast.success(messages.addressCopiedPlain);
    setCopiedId(method.id);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopiedId(null), 2000);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const progress = progressToast(messages.paymentMethodDeleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        progress.succeeded(messages.paymentMethodDeleted);
        setDeleting(null);
      },
      onError: (error) => progress.failed(messages.paymentMethodDeleteFailed, errorText(error)),
    });
  };

  const confirmDecision = () => {
    const pending = deciding?.method.pendingAddress;
    if (!deciding || !pending) return;
    const { method, decision } = deciding;
    decide.mutate(
      { id: method.id, address: pending.address, decision },
      {
        onSuccess: () => toast.success(decision === "approve" ? t.approved : t.rejected),
        onError: (error) => toast.error(t.decideFailed, { description: errorText(error) }),
        onSettled: () => setDeciding(null),
      },
    );
  };
  const proposerName = (method: PaymentMethod) =>
    method.pendingAddress?.proposedBy ? displayUserName(method.pendingAddress.proposedBy.name, common) : "—";
  const decisionText = (choice: NonNullable<typeof deciding>) =>
    format(choice.decision === "approve" ? t.approveText : t.rejectText, {
      name: choice.method.name,
      address: choice.method.pendingAddress?.address ?? "",
      proposer: proposerName(choice.method),
    });

  return (
    <Card aria-labelledby="payment-methods">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="payment-methods">{t.title}</CardTitle>
        <Button onClick={() => openModal(null)}>{t.add}</Button>
      </div>
      <QueryBlock
        query={methods}
        loading={t.loading}
        isEmpty={(data) => data.length === 0}
        empty={
          <p className="py-10 text-center text-sm text-slate-500 dark:text-slate-400">
            {messages.noPaymentMethods}
          </p>
        }
      >
        {(data) => (
          <ul aria-label={t.listLabel} className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
            {data.map((method) => (
              <li key={method.id} className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900 dark:text-white">
                    {method.name}{" "}
                    <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                      {method.code}
                    </span>
                  </p>
                  {method.address ? (
                    <p className="mt-1 font-mono text-xs break-all text-slate-600 dark:text-slate-400">
                      {method.address}
                    </p>
                  ) : (
                    <p className="mt-1 text-xs text-slate-500 italic dark:text-slate-400">{t.noAddress}</p>
                  )}
                  {method.pendingAddress ? (
                    <Notice role="status" title={t.awaiting} className="mt-2 rounded-lg px-3 py-2 text-xs">
                      <p className="mt-0.5">
                        {t.newAddress}{" "}
                        <span className="font-mono break-all">{method.pendingAddress.address}</span>
                      </p>
                      <p className="mt-0.5">
                        {format(t.proposedBy, { name: proposerName(method) })}
                        {method.pendingAddress.proposedBy?.id === me?.id ? ` ${t.ownProposal}` : ""}
                      </p>
                    </Notice>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={!method.address}
                    onClick={() => copy(method)}
                    // The visible words come first in the name (WCAG 2.5.3 Label in Name).
                    aria-label={
                      copiedId === method.id
                        ? format(t.copiedLabel, { name: method.name })
                        : format(t.copyLabel, { name: method.name })
                    }
                    className={`${neutral} min-w-28`}
                  >
                    <span aria-live="polite">{copiedId === method.id ? messages.copied : t.copyAddress}</span>
                  </button>
                  {method.pendingAddress ? (
                    <>
                      {/* The proposer cannot approve their own address (the server refuses it too). */}
                      {method.pendingAddress.proposedBy?.id === me?.id ? null : (
                        <MethodButton
                          label={t.approve}
                          name={format(t.approveLabel, { name: method.name })}
                          onClick={() => setDeciding({ method, decision: "approve" })}
                        />
                      )}
                      <MethodButton
                        label={t.reject}
                        name={format(t.rejectLabel, { name: method.name })}
                        onClick={() => setDeciding({ method, decision: "reject" })}
                        danger
                      />
                    </>
                  ) : null}
                  <MethodButton
                    label={t.edit}
                    name={format(t.editLabel, { name: method.name })}
                    onClick={() => openModal(method)}
                  />
                  <MethodButton
                    label={t.delete}
                    name={format(t.deleteLabel, { name: method.name })}
                    onClick={() => setDeleting(method)}
                    danger
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
      <PaymentMethodModal open={modalOpen} onOpenChange={setModalOpen} method={editing} />
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => (open ? undefined : setDeciding(null))}
        title={deciding?.decision === "approve" ? t.approveTitle : t.rejectTitle}
        description={deciding ? decisionText(deciding) : ""}
        confirmLabel={deciding?.decision === "approve" ? t.approve : t.reject}
        destructive={deciding?.decision === "reject"}
        busy={decide.isPending}
        onConfirm={confirmDecision}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t.deleteTitle}
        description={deleting ? format(t.deleteText, { name: deleting.name, code: deleting.code }) : ""}
        confirmLabel={t.delete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

/** A method's Edit or Delete: the visible word, and `name` telling screen readers which method. */
function MethodButton({
  label,
  name,
  onClick,
  danger: destructive = false,
}: {
  label: string;
  name: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={name} className={destructive ? danger : neutral}>
      {label}
    </button>
  );
}
