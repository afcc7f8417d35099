import { useEffect } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { PaymentMethod } from "../../../shared/schemas/payment-methods";
import { useSavePaymentMethod } from "../../api/payment-methods";
import { useDict } from "../../i18n";
import enAdmin from "../../i18n/en/admin";
import enCommon from "../../i18n/en/common";
import { useErrorText } from "../hooks/use-error-text";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import {
  type PaymentMethodField,
  type PaymentMethodValues,
  paymentMethodErrors,
} from "./payment-method-errors";

const resolver: Resolver<PaymentMethodValues> = (values) => {
  const errors = paymentMethodErrors(values);
  const entries = Object.entries(errors) as [PaymentMethodField, string][];
  if (entries.length === 0) return { values, errors: {} };
  const fieldErrors: FieldErrors<PaymentMethodValues> = {};
  for (const [field, message] of entries) fieldErrors[field] = { type: "validate", message };
  return { values: {}, errors: fieldErrors };
};

const EMPTY: PaymentMethodValues = { code: "", name: "", address: "" };

/** 'Add or Edit Payment Method': ID (btc, eth), Name and Wallet Address, with the spec's toasts. */
export function PaymentMethodModal({
  open,
  onOpenChange,
  method,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The method to edit; absent to add a new one. */
  method: PaymentMethod | null;
}) {
  const save = useSavePaymentMethod();
  const { messages } = useDict("common", enCommon);
  const errorText = useErrorText();
  const all = useDict("admin", enAdmin);
  const t = all.methods;
  const form = useForm<PaymentMethodValues>({ resolver, mode: "onSubmit", reValidateMode: "onSubmit" });
  const { register, handleSubmit, reset, clearErrors, setError, formState } = form;

  useEffect(() => {
    if (open) reset(method ? { code: method.code, name: method.name, address: method.address } : EMPTY);
  }, [open, method, reset]);

  const editing = Boolean(method);
  const onSubmit = handleSubmit((values) => {
    const toastId = toast.loading(editing ? messages.paymentMethodUpdating : messages.paymentMethodAdding);
    save.mutate(
      { ...values, id: method?.id },
      {
        onSuccess: (saved) => {
          // Four-eyes on: a new address is only proposed; a second admin approves it.
          const proposed =
            saved.address !== values.address && saved.pendingAddress?.address === values.address;
          const done = editing ? messages.paymentMethodUpdated : messages.paymentMethodAdded;
          toast.success(proposed ? messages.addressChangeProposed : done, { id: toastId });
          onOpenChange(false);
        },
        // `error.code` is one the create and update endpoints list: a code they cannot answer is a type error.
        onError: (error) => {
          toast.error(editing ? messages.paymentMethodUpdateFailed : messages.paymentMethodAddFailed, {
            id: toastId,
            description: errorText(error),
          });
          if (error.code === "PAYMENT_METHOD_CODE_TAKEN") setError("code", { message: error.message });
          for (const [field, message] of Object.entries(error.fields)) {
            if (field === "code" || field === "name" || field === "address") setError(field, { message });
          }
        },
      },
    );
  });

  // Typing in a field clears that field's error (spec section 5); no field is autofilled.
  const field = (name: PaymentMethodField) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    autoComplete: "off",
    error: formState.errors[name]?.message,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.modalTitle} closeLabel={all.close}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={t.id} placeholder="btc, eth" maxLength={20} {...field("code")} />
        <TextField label={t.name} placeholder="Bitcoin" maxLength={50} {...field("name")} />
        <TextField
          label={t.walletAddress}
          placeholder={t.walletPlaceholder}
          maxLength={200}
          spellCheck={false}
          {...field("address")}
        />
        <Button type="submit" pending={save.isPending} className="w-full">
          {editing ? t.update : t.add}
        </Button>
      </form>
    </Dialog>
  );
}
