import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import {
  DOCUMENT_KINDS,
  REVIEW_REASONS,
  type VerificationCaseDetail,
} from "../../../shared/schemas/verification";
import { errorMessage } from "../../api/client";
import { useDecideVerification, useVerificationCase } from "../../api/verification";
import { format, useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enVerification from "../../i18n/en/verification";
import { useFormatters } from "../../i18n/formatters";
import { translateMessage } from "../../i18n/translate";
import { Button } from "../ui/button";
import { Card, CardTitle } from "../ui/card";
import { ChoiceField, FieldShell, inputBorder, inputClass, textLinkClass } from "../ui/field";
import { LabelledValue } from "../ui/labelled-value";
import { ErrorBlock, LoadingBlock } from "../ui/page";

/** One case: what the user typed, the documents side by side, the duplicate flag, the history, and the decision. */
export function CaseReview({ id, onDecided }: { id: string; onDecided: (message: string) => void }) {
  const all = useDict("verification", enVerification);
  const t = all.admin;
  const query = useVerificationCase(id);
  // Held here, not in Decision: the live update of an approved case unmounts Decision, and a
  // mutation's per-call callbacks (the toast) only run while the hook that made it is mounted.
  const decide = useDecideVerification();
  if (query.isPending) return <LoadingBlock label={t.loading} />;
  if (query.isError) return <ErrorBlock message={query.error.message} onRetry={() => query.refetch()} />;
  const item = query.data;
  return (
    <Card aria-labelledby="case-title" className="space-y-5" data-testid="case-review">
      <div>
        <CardTitle id="case-title">{item.userName}</CardTitle>
        <p className="break-all text-sm text-slate-600 dark:text-slate-400">{item.userEmail}</p>
        <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-300">{t.filter[item.status]}</p>
      </div>
      {item.duplicateOf ? (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200"
        >
          {format(t.duplicateOf, { name: item.duplicateOf.name, email: item.duplicateOf.email })}
        </p>
      ) : null}
      <TypedDetails item={item} />
      <Documents item={item} />
      {item.status === "pending" ? (
        <Decision id={id} flagged={item.duplicateOf !== null} decide={decide} onDecided={onDecided} />
      ) : null}
      <History item={item} />
    </Card>
  );
}

/** A titled part of the case (what was typed, the documents, the history). */
function CaseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {children}
    </section>
  );
}

function TypedDetails({ item }: { item: VerificationCaseDetail }) {
  const all = useDict("verification", enVerification);
  const d = all.details;
  const details = item.details;
  const identity = item.documents.find((document) => document.kind === "identity");
  return (
    <CaseSection id="case-typed" title={all.admin.typed}>
      <dl className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
        {details ? (
          <>
            <LabelledValue look="text" label={d.legalName} value={details.legalName} />
            <LabelledValue look="text" label={d.dateOfBirth} value={details.dateOfBirth} />
            <LabelledValue look="text" label={d.phone} value={details.phone} />
            <LabelledValue
              look="text"
              label={d.line1}
              value={[
                details.address.line1,
                details.address.line2,
                details.address.postalCode,
                details.address.city,
                details.address.country,
              ]
                .filter(Boolean)
                .join(", ")}
            />
          </>
        ) : null}
        {identity ? (
          <>
            <LabelledValue
              look="text"
              label={all.documents.documentType}
              value={identity.documentType ? all.documents.types[identity.documentType] : ""}
            />
            <LabelledValue
              look="text"
              label={all.documents.issuingCountry}
              value={identity.issuingCountry ?? ""}
            />
            <LabelledValue look="text" label={all.documents.number} value={identity.number ?? ""} />
            <LabelledValue look="text" label={all.documents.expiresOn} value={identity.expiresOn ?? ""} />
          </>
        ) : null}
      </dl>
      {identity?.mrzChecked ? (
        <p className="mt-1 text-xs text-emerald-700 dark:text-emerald-400">{all.documents.mrzChecked}</p>
      ) : null}
    </CaseSection>
  );
}

function Documents({ item }: { item: VerificationCaseDetail }) {
  const all = useDict("verification", enVerification);
  return (
    <CaseSection id="case-documents" title={all.admin.documents}>
      <ul className="mt-2 grid gap-3 sm:grid-cols-3">
        {item.documents.map((document) => (
          <li key={document.id} className="rounded-xl border border-slate-200 p-2 dark:border-slate-800">
            <p className="mb-2 text-xs font-medium text-slate-700 dark:text-slate-300">
              {all.documents.kinds[document.kind]}
            </p>
            {document.contentType === "application/pdf" ? (
              <a href={document.fileUrl} target="_blank" rel="noreferrer" className={textLinkClass}>
                {all.admin.pdf}
              </a>
            ) : (
              <a href={document.fileUrl} target="_blank" rel="noreferrer">
                <img
                  src={document.fileUrl}
                  alt={all.documents.kinds[document.kind]}
                  className="h-40 w-full rounded-lg bg-slate-100 object-contain dark:bg-slate-800"
                />
              </a>
            )}
          </li>
        ))}
      </ul>
    </CaseSection>
  );
}

function Decision({
  id,
  flagged,
  decide,
  onDecided,
}: {
  id: string;
  flagged: boolean;
  decide: ReturnType<typeof useDecideVerification>;
  onDecided: (message: string) => void;
}) {
  const all = useDict("verification", enVerification);
  const t = all.admin;
  const common = useDict("common", enCommon);
  const [reason, setReason] = useState<string>(REVIEW_REASONS[0]);
  const [kind, setKind] = useState<string>("identity");
  const [note, setNote] = useState("");
  const run = (decision: Parameters<typeof decide.mutate>[0], message: string) =>
    decide.mutate(decision, {
      onSuccess: () => onDecided(message),
      onError: (error) => toast.error(translateMessage(common, errorMessage(error))),
    });
  return (
    <section aria-label={t.approve} className="space-y-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50">
      <div className="grid gap-3 sm:grid-cols-2">
        <ChoiceField
          id={`${id}-reason`}
          label={t.reason}
          values={REVIEW_REASONS}
          labels={all.reasons}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <ChoiceField
          id={`${id}-kind`}
          label={t.kind}
          values={DOCUMENT_KINDS}
          labels={all.documents.kinds}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
        />
        <div className="sm:col-span-2">
          <FieldShell id={`${id}-note`} label={t.note}>
            <textarea
              id={`${id}-note`}
              value={note}
              maxLength={200}
              rows={2}
              onChange={(event) => setNote(event.target.value)}
              className={`${inputClass} ${inputBorder(false)}`}
            />
          </FieldShell>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={flagged}
          pending={decide.isPending}
          onClick={() => run({ id, action: "approve" }, t.approved)}
        >
          {t.approve}
        </Button>
        {(
          [
            [t.reject, { id, action: "reject", reason, note }, t.rejected],
            [t.requestDocument, { id, action: "request-document", kind, reason, note }, t.requested],
          ] as const
        ).map(([label, decision, done]) => (
          <Button
            key={decision.action}
            type="button"
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => run(decision, done)}
          >
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}

function History({ item }: { item: VerificationCaseDetail }) {
  const all = useDict("verification", enVerification);
  const f = useFormatters();
  return (
    <CaseSection id="case-history" title={all.admin.history}>
      <ol className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300">
        {item.history.map((entry) => (
          <li key={entry.id}>
            {f.dateTime(entry.submittedAt)}: {all.admin.filter[entry.status]}
            {entry.reason ? ` (${all.reasons[entry.reason]})` : ""}
            {entry.decidedAt ? ` · ${format(all.admin.decided, { date: f.dateTime(entry.decidedAt) })}` : ""}
          </li>
        ))}
      </ol>
    </CaseSection>
  );
}
