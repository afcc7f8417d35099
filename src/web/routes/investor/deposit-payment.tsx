import { QRCodeSVG } from "qrcode.react";
import type { ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { parseCents } from "../../../shared/money";
import { errorMessage } from "../../api/client";
import { useCreateDeposit } from "../../api/deposits";
import { usePaymentMethods } from "../../api/payment-methods";
import { useIdempotencyKey } from "../../components/hooks/use-idempotency-key";
import { CopyButton } from "../../components/investor/copy-button";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { textLinkClass } from "../../components/ui/field";
import { ErrorBlock, LoadingBlock, Page } from "../../components/ui/page";
import { format, useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { useFormatters } from "../../i18n/formatters";

/** /deposits/payment?method=<id>&amount=<usd>: the QR code and address to pay, then the pending deposit. */
export function Component() {
  const [params] = useSearchParams();
  const methodId = params.get("method") ?? "";
  const amountText = params.get("amount") ?? "";
  const amount = parseCents(amountText);
  const methods = usePaymentMethods();
  const method = methods.data?.find((candidate) => candidate.id === methodId);
  const t = useDict("investor", enInvestor).payment;

  let body: ReactNode;
  if (methods.isPending) body = <LoadingBlock label={t.loading} />;
  else if (methods.isError)
    body = <ErrorBlock message={errorMessage(methods.error)} onRetry={() => methods.refetch()} />;
  else if (!method || amount === null || amount <= 0n) body = <MissingDetails />;
  else body = <Payment method={method} amount={amountText.trim()} />;

  return (
    <Page title={t.title} width="max-w-2xl">
      {body}
    </Page>
  );
}

function MissingDetails() {
  const t = useDict("investor", enInvestor).payment;
  return (
    <Card role="alert" as="div" className="text-center">
      <p className="text-slate-700 dark:text-slate-300">{t.incomplete}</p>
      <Link to="/deposits" className={`${textLinkClass} mt-3 inline-block`}>
        {t.startNew}
      </Link>
    </Card>
  );
}

function Payment({
  method,
  amount,
}: {
  method: { id: string; name: string; address: string };
  amount: string;
}) {
  const createDeposit = useCreateDeposit();
  const common = useDict("common", enCommon);
  const t = useDict("investor", enInvestor).payment;
  const f = useFormatters();
  const navigate = useNavigate();
  // One key per payment intent: a retry after a failure or a double click cannot create two deposits.
  const [idempotencyKey] = useIdempotencyKey(`${method.id}:${amount}`);

  const onPaid = () => {
    createDeposit.mutate(
      { paymentMethodId: method.id, amount, idempotencyKey },
      {
        onSuccess: () => {
          // The spec's words, and what they mean: the deposit waits for the payment (issue 31 point 15).
          toast.success(common.messages.depositSuccessful, { description: t.pendingNote });
          navigate("/transactions");
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <Card as="div" className="flex flex-col items-center gap-6 text-center">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {format(t.sendExactly, { method: method.name })}
      </p>
      <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 dark:ring-slate-700">
        <QRCodeSVG
          value={method.address}
          size={200}
          marginSize={1}
          title={format(t.qrTitle, { method: method.name })}
        />
      </div>
      <div className="w-full">
        <p id="wallet-label" className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {format(t.walletAddress, { method: method.name })}
        </p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
          <code className="block min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100">
            {method.address}
          </code>
          <CopyButton text={method.address} toastText={format(t.addressCopied, { method: method.name })} />
        </div>
      </div>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.amountToPay}</p>
        <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums dark:text-white">
          {f.usd(amount)}
        </p>
      </div>
      <Button onClick={onPaid} pending={createDeposit.isPending} className="w-full">
        {t.paid}
      </Button>
      <Link to="/deposits" className={`${textLinkClass} text-sm`}>
        {t.change}
      </Link>
    </Card>
  );
}
