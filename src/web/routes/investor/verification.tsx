import { toast } from "sonner";
import { DOCUMENT_KINDS } from "../../../shared/schemas/verification";
import { errorMessage } from "../../api/client";
import { useSubmitVerification, useVerification } from "../../api/verification";
import { Button } from "../../components/ui/button";
import { Card, CardTitle } from "../../components/ui/card";
import { ErrorBlock, LoadingBlock, Page } from "../../components/ui/page";
import { DetailsForm } from "../../components/verification/details-form";
import { DocumentUpload } from "../../components/verification/document-upload";
import { StepsCard } from "../../components/verification/steps-card";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enVerification from "../../i18n/en/verification";
import { translateMessage } from "../../i18n/translate";

/** /verification (issue 32): the steps to levels 1 and 2, the details, the documents and the review. */
export function Component() {
  const t = useDict("verification", enVerification);
  const common = useDict("common", enCommon);
  const query = useVerification();
  const submit = useSubmitVerification();
  const data = query.data;
  if (query.isPending)
    return (
      <Page title={t.page.title}>
        <LoadingBlock label={t.page.loading} />
      </Page>
    );
  if (!data) {
    return (
      <Page title={t.page.title}>
        <ErrorBlock
          message={translateMessage(common, errorMessage(query.error)) ?? ""}
          onRetry={() => query.refetch()}
        />
      </Page>
    );
  }
  if (!data.required) {
    return (
      <Page title={t.page.title} width="max-w-3xl">
        <Card>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t.page.notRequired}</p>
        </Card>
      </Page>
    );
  }
  const locked = data.status === "pending" || data.status === "approved";
  const documentsReady = data.steps
    .filter((step) => ["identity", "selfie", "address"].includes(step.id))
    .every((step) => step.done);
  const onSubmit = () =>
    submit.mutate(undefined, {
      onSuccess: () => toast.success(t.submit.sent),
      onError: (error) => toast.error(translateMessage(common, errorMessage(error))),
    });
  return (
    <Page title={t.page.title} intro={t.page.intro} width="max-w-4xl">
      <div className="space-y-6">
        <StepsCard verification={data} depositLimit={data.depositLimit ?? "0"} />
        <DetailsForm details={data.details} locked={locked} />
        <Card aria-labelledby="verification-documents">
          <CardTitle id="verification-documents">{t.documents.title}</CardTitle>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.documents.hint}</p>
          <ul className="mt-4 space-y-4">
            {DOCUMENT_KINDS.map((kind) => (
              <DocumentUpload
                key={kind}
                kind={kind}
                current={data.documents.find((document) => document.kind === kind)}
                locked={locked}
              />
            ))}
          </ul>
          {locked ? null : (
            <div className="mt-5 space-y-2">
              {data.level < 1 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t.submit.needsLevel1}</p>
              ) : null}
              <Button
                type="button"
                onClick={onSubmit}
                pending={submit.isPending}
                disabled={data.level < 1 || !documentsReady}
              >
                {t.submit.button}
              </Button>
            </div>
          )}
        </Card>
      </div>
    </Page>
  );
}
