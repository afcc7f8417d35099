import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import {
  DOCUMENT_ACCEPT,
  type DocumentKind,
  IDENTITY_DOCUMENT_TYPES,
  type VerificationDocument,
} from "../../../shared/schemas/verification";
import { ApiError, errorMessage } from "../../api/client";
import { useUploadVerificationDocument } from "../../api/verification";
import { format, useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enVerification from "../../i18n/en/verification";
import { useFormatters } from "../../i18n/formatters";
import { translateMessage } from "../../i18n/translate";
import { CountryField } from "../country-picker";
import { Button } from "../ui/button";
import {
  ChoiceField,
  FieldError,
  FieldShell,
  inputBorder,
  inputClass,
  TextField,
  textLinkClass,
} from "../ui/field";

/**
 * One document to upload (identity, selfie, proof of address): the file, with the phone's camera
 * offered (`capture`: the back camera for papers, the front one for the selfie), and for an
 * identity document its type, issuing country, number, expiry and machine-readable zone.
 */
export function DocumentUpload({
  kind,
  current,
  locked,
}: {
  kind: DocumentKind;
  current: VerificationDocument | undefined;
  locked: boolean;
}) {
  const t = useDict("verification", enVerification).documents;
  const common = useDict("common", enCommon);
  const f = useFormatters();
  const upload = useUploadVerificationDocument();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [country, setCountry] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const tm = (message: string | undefined) => translateMessage(common, message);
  const identity = kind === "identity";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields: Record<string, string> = { kind };
    if (identity) {
      for (const name of ["documentType", "number", "expiresOn", "mrz"])
        fields[name] = String(form.get(name) ?? "");
      fields.issuingCountry = country;
    }
    if (!file) {
      setFieldErrors({ file: common.messages.documentFileRequired });
      return;
    }
    setFieldErrors({});
    upload.mutate(
      { fields, file },
      {
        onSuccess: () => {
          toast.success(t.uploaded);
          setFile(null);
          event.currentTarget?.reset();
        },
        onError: (error) => {
          if (error instanceof ApiError) setFieldErrors({ ...error.fields });
          toast.error(tm(errorMessage(error)));
        },
      },
    );
  };

  return (
    <li
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      data-testid={`document-${kind}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium text-slate-900 dark:text-white">{t.kinds[kind]}</h3>
        {current ? (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {t.statuses[current.status]} · {format(t.current, { date: f.dateTime(current.uploadedAt) })} ·{" "}
            <a href={current.fileUrl} target="_blank" rel="noreferrer" className={textLinkClass}>
              {t.view}
            </a>
          </span>
        ) : null}
      </div>
      {current?.mrzChecked ? (
        <p className="mt-1 text-xs text-emerald-700 dark:text-emerald-400">{t.mrzChecked}</p>
      ) : null}
      {locked ? null : (
        <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
          {identity ? (
            <>
              <ChoiceField
                id={`${fileId}-type`}
                label={t.documentType}
                error={tm(fieldErrors.documentType)}
                values={IDENTITY_DOCUMENT_TYPES}
                labels={t.types}
                name="documentType"
                defaultValue={current?.documentType ?? "passport"}
              />
              <CountryField
                label={t.issuingCountry}
                name="issuingCountry"
                value={country}
                onChange={setCountry}
                error={tm(fieldErrors.issuingCountry)}
              />
              <TextField
                label={t.number}
                name="number"
                autoComplete="off"
                spellCheck={false}
                error={tm(fieldErrors.number)}
              />
              <TextField label={t.expiresOn} name="expiresOn" type="date" error={tm(fieldErrors.expiresOn)} />
              <FieldShell id={`${fileId}-mrz`} label={t.mrz} error={tm(fieldErrors.mrz)}>
                <textarea
                  id={`${fileId}-mrz`}
                  name="mrz"
                  rows={2}
                  spellCheck={false}
                  className={`${inputClass} ${inputBorder(Boolean(fieldErrors.mrz))} font-mono text-xs`}
                />
              </FieldShell>
            </>
          ) : null}
          <div className="sm:col-span-2">
            <label htmlFor={fileId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
              {t.file}
            </label>
            <input
              id={fileId}
              type="file"
              accept={DOCUMENT_ACCEPT}
              capture={kind === "selfie" ? "user" : "environment"}
              aria-invalid={fieldErrors.file ? true : undefined}
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
              className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-200"
            />
            <FieldError id={`${fileId}-error`} message={tm(fieldErrors.file)} />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" variant="secondary" pending={upload.isPending}>
              {t.upload}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
