import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { messages } from "../../../shared/messages";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AVATAR_TYPES } from "../../../shared/schemas/profile";
import { errorMessage } from "../../api/client";
import { useUpdateAvatar } from "../../api/profile";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { translateMessage } from "../../i18n/translate";
import { Avatar } from "../avatar";
import { Icon } from "../icons";
import { progressToast } from "../progress-toast";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { FieldError } from "../ui/field";

/** The file's problem, if any: none chosen, not a PNG/JPEG by type or name, or 2MB and over. */
export function avatarFileError(file: File | null): string | null {
  if (!file) return messages.selectImage;
  const byType = (AVATAR_TYPES as readonly string[]).includes(file.type);
  const byName = /\.(png|jpe?g)$/i.test(file.name);
  if (!byType && !byName) return messages.imageTypeNotAccepted;
  if (file.size > AVATAR_MAX_BYTES) return messages.imageTooLarge;
  return null;
}

/** The profile picture with its edit button and upload modal (spec "Image upload form"). */
export function AvatarEditor({ name, src }: { name: string; src: string | null }) {
  const [open, setOpen] = useState(false);
  const t = useDict("investor", enInvestor).avatar;
  return (
    <div className="relative shrink-0">
      <Avatar name={name} src={src} size="lg" />
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t.change}
        className="absolute -right-1 -bottom-1 inline-flex size-9 items-center justify-center rounded-full border-2 border-white bg-emerald-700 text-white shadow hover:bg-emerald-800 dark:border-slate-900 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400"
      >
        <Icon name="pencil" className="size-4" />
      </button>
      {open ? <AvatarModal onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function AvatarModal({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUpdateAvatar();
  const t = useDict("common", enCommon);
  const all = useDict("investor", enInvestor);
  const a = all.avatar;

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? avatarFileError(chosen) : null;
    setError(problem);
    setFile(problem ? null : chosen);
    if (problem && inputRef.current) inputRef.current.value = "";
  };

  const onRemove = () => {
    setFile(null);
    setError(null);
    if (inputRef.current) inputRef.current.value = "";
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = avatarFileError(file);
    if (problem || !file) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    const progress = progressToast(t.messages.updatingAvatar);
    upload.mutate(file, {
      onSuccess: () => {
        progress.succeeded(t.messages.avatarUpdated);
        onClose();
      },
      onError: (failure) => {
        setError(errorMessage(failure));
        progress.failed(t.messages.avatarUpdateFailed, translateMessage(t, errorMessage(failure)));
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !upload.isPending && onClose()}
      title={a.title}
      closeLabel={all.close}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <label
            htmlFor={inputId}
            className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            {a.image}
          </label>
          {preview ? (
            <div className="flex items-center gap-4">
              <img
                src={preview}
                alt={a.preview}
                width={150}
                height={150}
                className="size-[150px] rounded-xl object-cover ring-1 ring-slate-200 dark:ring-slate-700"
              />
              <Button onClick={onRemove} disabled={upload.isPending} variant="secondary">
                {a.remove}
              </Button>
            </div>
          ) : null}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            onChange={onChoose}
            disabled={upload.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className={`${preview ? "sr-only" : ""} block w-full text-sm text-slate-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-emerald-50 file:px-4 file:text-sm file:font-semibold file:text-emerald-800 hover:file:bg-emerald-100 dark:text-slate-300 dark:file:bg-emerald-500/15 dark:file:text-emerald-300`}
          />
          <FieldError id={`${inputId}-error`} message={translateMessage(t, error ?? undefined)} />
        </div>
        <div className="flex justify-end gap-3">
          <Button onClick={onClose} disabled={upload.isPending} variant="secondary">
            {all.cancel}
          </Button>
          <Button type="submit" pending={upload.isPending}>
            {upload.isPending ? t.messages.uploading : a.upload}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
