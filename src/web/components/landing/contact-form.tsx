import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { contactInput } from "../../../shared/schemas/contact";
import { useSendContactMessage } from "../../api/contact";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import { translateMessage } from "../../i18n/translate";
import { useServerErrors } from "../hooks/use-server-errors";
import { Button } from "../ui/button";
import { FieldError, inputBorder, inputClass, TextField } from "../ui/field";

/** The spec's sending state: the button stays disabled with a spinner for at least 2 seconds. */
const SENDING_STATE_MS = 2000;

/** Full Name / Email / Message, validated with the server's schema; really sent to support. */
export default function ContactForm() {
  const t = useDict("common", enCommon);
  const send = useSendContactMessage();
  const [sending, setSending] = useState(false);
  const messageId = useId();
  const form = useForm({
    resolver: zodResolver(contactInput),
    defaultValues: { fullName: "", email: "", message: "" },
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors } = formState;
  const showError = useServerErrors(form);

  const onSubmit = handleSubmit(async (values) => {
    setSending(true);
    try {
      const [result] = await Promise.allSettled([
        send.mutateAsync(values),
        new Promise((resolve) => setTimeout(resolve, SENDING_STATE_MS)),
      ]);
      if (result.status === "rejected") throw result.reason;
      toast.success(t.messages.messageSent);
      reset();
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  });

  const messageError = translateMessage(t, errors.message?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t.contact.title}>
      <TextField
        label={t.contact.fullName}
        autoComplete="name"
        placeholder={t.contact.fullNamePlaceholder}
        error={translateMessage(t, errors.fullName?.message)}
        {...register("fullName")}
      />
      <TextField
        label={t.contact.email}
        type="email"
        autoComplete="email"
        placeholder={t.contact.emailPlaceholder}
        error={translateMessage(t, errors.email?.message)}
        {...register("email")}
      />
      <div>
        <label
          htmlFor={messageId}
          className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          {t.contact.message}
        </label>
        <textarea
          id={messageId}
          rows={5}
          placeholder={t.contact.messagePlaceholder}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          className={`${inputClass} ${inputBorder(Boolean(messageError))} h-auto resize-y py-2.5`}
          {...register("message")}
        />
        <FieldError id={`${messageId}-error`} message={messageError} />
      </div>
      <Button type="submit" pending={sending} className="w-full sm:w-auto">
        {sending ? t.contact.sending : t.contact.send}
      </Button>
    </form>
  );
}
