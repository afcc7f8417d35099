import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { readCents } from "../../../shared/money";
import type { Trade } from "../../../shared/schemas/trades";
import { errorMessage } from "../../api/client";
import { useClaimProfit, useCloseTrade } from "../../api/trades";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { useFormatters } from "../../i18n/formatters";
import { useIdempotencyKey } from "../hooks/use-idempotency-key";
import { progressToast } from "../progress-toast";
import { Button, buttonClass } from "../ui/button";
import { Card, CardTitle } from "../ui/card";
import { Dialog, DialogActions } from "../ui/dialog";
import { LabelledValue } from "../ui/labelled-value";

/**
 * The dashboard's Ongoing Trade panel, with Claim Profit behind the 'Confirm Profit' dialog and
 * Close trade (the amount back without profit) behind its own dialog.
 */
export function OngoingTrade({ trade }: { trade: Trade | null }) {
  const common = useDict("common", enCommon);
  const t = useDict("investor", enInvestor).ongoing;
  return (
    <Card aria-labelledby="ongoing-trade">
      <CardTitle id="ongoing-trade">{t.title}</CardTitle>
      {trade ? (
        <ActiveTrade trade={trade} />
      ) : (
        <div className="flex flex-col items-start gap-3 py-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">{common.messages.noOngoingTrades}</p>
          <Link to="/plans" className={buttonClass()}>
            {common.messages.subscribeToPlan}
          </Link>
        </div>
      )}
    </Card>
  );
}

/** Confirms a step on the trade: the figures it concerns, then Cancel and Confirm (no closing while pending). */
function ConfirmTradeDialog({
  open,
  setOpen,
  pending,
  title,
  description,
  figures,
  cancelLabel,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  pending: boolean;
  title: string;
  description: string;
  /** Two or three: they stand in one row. */
  figures: { label: string; value: string }[];
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const closeLabel = useDict("investor", enInvestor).close;
  return (
    <Dialog
      open={open}
      busy={pending}
      onOpenChange={setOpen}
      title={title}
      description={description}
      closeLabel={closeLabel}
    >
      <dl className={`grid ${figures.length === 3 ? "grid-cols-3" : "grid-cols-2"} gap-3`}>
        {figures.map((figure) => (
          <LabelledValue look="tile" key={figure.label} label={figure.label} value={figure.value} />
        ))}
      </dl>
      <DialogActions
        onCancel={() => setOpen(false)}
        cancelLabel={cancelLabel}
        onConfirm={onConfirm}
        confirmLabel={confirmLabel}
        pending={pending}
      />
    </Dialog>
  );
}

/**
 * One confirmed step on the trade (Claim Profit, Close trade): its dialog, its idempotency key (one
 * per intent, new after success) and its toasts. mutateAsync, not mutate's callbacks: the live update
 * that ends the trade can unmount this panel before the answer arrives, and mutate's callbacks never
 * run once it is gone (the toast would spin).
 */
function useTradeStep(
  tradeId: string,
  mutateAsync: (input: { idempotencyKey: string }) => Promise<unknown>,
  texts: { pending: string; done: string; failed: string },
) {
  const [open, setOpen] = useState(false);
  const [idempotencyKey, renewKey] = useIdempotencyKey(tradeId);
  /** Opens the dialog, or says why the step cannot be taken now. */
  const ask = (refusal: string | null) => (refusal ? toast.error(refusal) : setOpen(true));
  const confirm = async () => {
    const progress = progressToast(texts.pending);
    try {
      await mutateAsync({ idempotencyKey });
      renewKey();
      progress.succeeded(texts.done);
      setOpen(false);
    } catch (error) {
      progress.failed(texts.failed, errorMessage(error));
    }
  };
  return { open, setOpen, ask, confirm };
}

function ActiveTrade({ trade }: { trade: Trade }) {
  const common = useDict("common", enCommon);
  const all = useDict("investor", enInvestor);
  const t = all.ongoing;
  const f = useFormatters();
  const planLabel = common.plans.labels[trade.planId as keyof typeof common.plans.labels] ?? trade.planLabel;
  const claim = useClaimProfit();
  const step = useTradeStep(trade.id, claim.mutateAsync, {
    pending: common.messages.claimingProfit,
    done: common.messages.profitClaimed,
    failed: common.messages.profitClaimFailed,
  });
  const hasProfit = readCents(trade.profit) > 0n;

  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <LabelledValue look="tile" label={t.amount} value={f.usd(trade.amount)} />
        <LabelledValue look="tile" label={t.plan} value={planLabel} />
        <LabelledValue look="tile" label={t.profit} value={f.usd(trade.profit)} />
        <LabelledValue look="tile" label={t.roi} value={f.percent(trade.roi)} />
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/plans" className={buttonClass("secondary")}>
          {t.upgradePlan}
        </Link>
        <Button onClick={() => step.ask(hasProfit ? null : common.messages.noProfitToClaim)}>
          {t.claimProfit}
        </Button>
        <CloseTrade trade={trade} hasProfit={hasProfit} />
      </div>
      <ConfirmTradeDialog
        open={step.open}
        setOpen={step.setOpen}
        pending={claim.isPending}
        title={common.messages.confirmProfitTitle}
        description={common.messages.confirmProfitText}
        figures={[
          { label: t.profit, value: f.usd(trade.profit) },
          { label: t.tradeAmount, value: f.usd(trade.amount) },
          { label: t.roi, value: f.percent(trade.roi) },
        ]}
        cancelLabel={all.cancel}
        confirmLabel={all.confirm}
        onConfirm={step.confirm}
      />
    </>
  );
}

/** 'Close trade': the way out of a trade with no profit; its amount returns to the balance. */
function CloseTrade({ trade, hasProfit }: { trade: Trade; hasProfit: boolean }) {
  const dict = useDict("common", enCommon);
  const t = dict.trade;
  const planLabel = dict.plans.labels[trade.planId as keyof typeof dict.plans.labels] ?? trade.planLabel;
  const common = dict;
  const f = useFormatters();
  const close = useCloseTrade();
  const step = useTradeStep(trade.id, close.mutateAsync, {
    pending: common.messages.closingTrade,
    done: common.messages.tradeClosed,
    failed: common.messages.tradeCloseFailed,
  });

  return (
    <>
      {/* With profit, Claim Profit closes the trade and pays it. */}
      <Button
        onClick={() => step.ask(hasProfit ? common.messages.profitToClaimFirst : null)}
        variant="secondary"
      >
        {t.closeTrade}
      </Button>
      <ConfirmTradeDialog
        open={step.open}
        setOpen={step.setOpen}
        pending={close.isPending}
        title={t.closeTitle}
        description={t.closeText}
        figures={[
          { label: t.plan, value: planLabel },
          { label: t.tradeAmount, value: f.usd(trade.amount) },
        ]}
        cancelLabel={t.cancel}
        confirmLabel={t.confirm}
        onConfirm={step.confirm}
      />
    </>
  );
}
