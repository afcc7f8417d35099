import { useId, useState } from "react";
import { toast } from "sonner";
import { messages } from "../../../shared/messages";
import { parseCents } from "../../../shared/money";
import type { AdjustableAccount } from "../../../shared/schemas/adjustments";
import { useAdjustment } from "../../api/admin";
import { useDict } from "../../i18n";
import enAdmin, { type AdminDict } from "../../i18n/en/admin";
import enCommon from "../../i18n/en/common";
import { useErrorText } from "../hooks/use-error-text";
import { useIdempotencyKey } from "../hooks/use-idempotency-key";
import { Spinner } from "../loading";
import { FieldShell, inputBorder, inputClass } from "../ui/field";

function texts(
  m: typeof enCommon.messages,
  t: AdminDict["adjust"],
): Record<AdjustableAccount, { button: string; success: string; failure: string }> {
  return {
    balance: { button: t.updateBalance, success: m.balanceUpdated, failure: m.balanceUpdateFailed },
    profit: { button: t.updateProfit, success: m.profitUpdated, failure: m.profitUpdateFailed },
    bonus: { button: t.updateBonus, success: m.bonusUpdated, failure: m.bonusUpdateFailed },
  };
}
const ACCOUNTS: AdjustableAccount[] = ["balance", "profit", "bonus"];

/**
 * 'Enter amount' with Update Balance / Update Profit / Update Bonus (docs/design.md, Where we differ from the spec, point 5): a signed
 * amount (negative takes away) and an optional reason, kept in the ledger and the audit log.
 */
export function AdjustForm({ userId }: { userId: string }) {
  const adjust = useAdjustment(userId);
  const common = useDict("common", enCommon);
  const fourEyes = common.fourEyes;
  const errorText = useErrorText();
  const t = useDict("admin", enAdmin).adjust;
  const TEXTS = texts(common.messages, t);
  const amountId = useId();
  const reasonId = useId();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [running, setRunning] = useState<AdjustableAccount | null>(null);
  const [idempotencyKey, renewKey] = useIdempotencyKey(`${amount}|${reason}`);

  const submit = (account: AdjustableAccount) => {
    const text = amount.trim();
    const cents = parseCents(text);
    const problem = !text
      ? messages.enterAmountFirst
      : cents === null
        ? messages.amountInvalid
        : cents === 0n
          ? messages.amountNotZero
          : undefined;
    if (problem) {
      setError(problem);
      return;
    }
    setRunning(account);
    adjust.mutate(
      { account, amount: text, reason: reason.trim() || undefined, idempotencyKey },
      {
        onSuccess: (result) => {
          renewKey();
          // Above DUAL_APPROVAL_ABOVE it is only recorded: a second admin must approve it.
          toast.success(
            result.transaction.status === "awaiting-second-approval"
              ? fourEyes.firstApprovalRecorded
              : TEXTS[account].success,
          );
          setAmount("");
          setReason("");
        },
        onError: (failure) =>
          toast.error(TEXTS[account].failure, {
            description: errorText(failure),
          }),
        onSettled: () => setRunning(null),
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FieldShell id={amountId} label={t.amount} hint={t.amountHint} error={error}>
          <input
            id={amountId}
            type="text"
            inputMode="decimal"
            placeholder={t.amount}
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${amountId}-error` : undefined}
            className={`${inputClass} ${inputBorder(Boolean(error))}`}
          />
        </FieldShell>
        <FieldShell id={reasonId} label={t.reason} hint={t.reasonHint}>
          <input
            id={reasonId}
            type="text"
            placeholder={t.reasonPlaceholder}
            autoComplete="off"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={`${inputClass} ${inputBorder(false)}`}
          />
        </FieldShell>
      </div>
      <div className="flex flex-wrap gap-2">
        {ACCOUNTS.map((account) => (
          <button
            key={account}
            type="button"
            disabled={running !== null}
            onClick={() => submit(account)}
            className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400"
          >
            {running === account ? <Spinner className="size-4" /> : null}
            {TEXTS[account].button}
          </button>
        ))}
      </div>
    </form>
  );
}
