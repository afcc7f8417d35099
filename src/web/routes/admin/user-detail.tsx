import { type ReactNode, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import type { AdminUserDetail } from "../../../shared/schemas/admin";
import { type UserAction, useAdminUser, useDeleteUser, useUserAction } from "../../api/admin";
import { useMe } from "../../api/auth";
import { ApiError, errorMessage } from "../../api/client";
import { AdjustForm } from "../../components/admin/adjust-form";
import { AdminFigure } from "../../components/admin/admin-figure";
import { TraderCard } from "../../components/admin/trader-card";
import { UserCopiesCard } from "../../components/admin/user-copies-card";
import { Avatar } from "../../components/avatar";
import { useErrorText } from "../../components/hooks/use-error-text";
import { Icon } from "../../components/icons";
import { Spinner } from "../../components/loading";
import { progressToast } from "../../components/progress-toast";
import { TransactionList } from "../../components/transactions/transaction-list";
import { Card, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/dialog";
import { textLinkClass } from "../../components/ui/field";
import { Notice } from "../../components/ui/notice";
import { ErrorBlock, LoadingBlock, Page } from "../../components/ui/page";
import { StatCard } from "../../components/ui/stat-card";
import { format, useDict, useLang } from "../../i18n";
import { countryName } from "../../i18n/countries";
import { displayUserName } from "../../i18n/descriptions";
import enAdmin from "../../i18n/en/admin";
import enCommon from "../../i18n/en/common";
import { useFormatters } from "../../i18n/formatters";

const actionButton =
  "inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";

function actionToasts(
  m: typeof enCommon.messages,
  t: typeof enAdmin.user,
): Record<UserAction, { success: string; failure: string }> {
  return {
    activate: { success: m.accountActivated, failure: m.accountActivateFailed },
    deactivate: { success: m.accountDeactivated, failure: m.accountDeactivateFailed },
    "make-admin": { success: m.userMadeAdmin, failure: m.userMakeAdminFailed },
    "approve-admin": { success: m.userMadeAdmin, failure: t.decideFailed },
    "reject-admin": { success: t.adminRejected, failure: t.decideFailed },
  };
}

/** Four-eyes decisions on a proposal to make this user an admin, each asked for in a dialog. */
type AdminDecision = "approve-admin" | "reject-admin";

export function Component() {
  const { id = "" } = useParams();
  const user = useAdminUser(id);
  const navigate = useNavigate();
  const common = useDict("common", enCommon);
  const t = useDict("admin", enAdmin).user;
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate("/admin/users"));

  const backButton = (
    <button
      type="button"
      onClick={back}
      className={`${textLinkClass} mb-4 inline-flex items-center gap-1 text-sm`}
    >
      <Icon name="chevronDown" className="size-4 rotate-90" />
      {t.back}
    </button>
  );

  if (user.isPending) {
    return (
      <Page title={t.title}>
        {backButton}
        <LoadingBlock label={t.loading} />
      </Page>
    );
  }
  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    return (
      <Page title={t.title}>
        {backButton}
        {missing ? (
          <Card as="div" className="text-center">
            <p className="text-slate-700 dark:text-slate-300">{common.messages.userNotFound}</p>
            <Link to="/admin/users" className={`${textLinkClass} mt-2 inline-block text-sm`}>
              {t.backToUsers}
            </Link>
          </Card>
        ) : (
          <ErrorBlock message={errorMessage(user.error)} onRetry={() => user.refetch()} />
        )}
      </Page>
    );
  }
  return (
    <Page title={t.title}>
      {backButton}
      <UserDetail user={user.data} />
    </Page>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const t = useDict("admin", enAdmin).user;
  const f = useFormatters();
  return (
    <div className="space-y-6">
      <ProfileCard user={user} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label={t.balance} figure="balance" value={f.usd(user.balance)} />
        <StatCard label={t.profit} figure="profit" value={f.usd(user.profit)} />
        <StatCard label={t.bonus} figure="bonus" value={f.usd(user.bonus)} />
      </div>
      <Card aria-labelledby="adjust">
        <CardTitle id="adjust" className="mb-4">
          {t.adjustTitle}
        </CardTitle>
        <AdjustForm userId={user.id} />
      </Card>
      <TradeCard user={user} />
      <TraderCard user={user} />
      <UserCopiesCard userId={user.id} />
      <section aria-labelledby="user-transactions">
        <CardTitle id="user-transactions" className="mb-3">
          {t.transactions}
        </CardTitle>
        <TransactionList admin userId={user.id} />
      </section>
    </div>
  );
}

function ProfileCard({ user }: { user: AdminUserDetail }) {
  const action = useUserAction(user.id);
  const remove = useDeleteUser();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [running, setRunning] = useState<UserAction | null>(null);
  const [deciding, setDeciding] = useState<AdminDecision | null>(null);
  const me = useMe().data;
  const common = useDict("common", enCommon);
  const lang = useLang();
  const messages = common.messages;
  const errorText = useErrorText();
  const all = useDict("admin", enAdmin);
  const t = all.user;
  const toasts = actionToasts(messages, t);

  const run = (name: UserAction) => {
    setRunning(name);
    action.mutate(name, {
      // With four-eyes on, making an admin may only propose it (the answer is then not an admin yet).
      onSuccess: (profile) =>
        toast.success(
          name === "make-admin" && !profile.isAdmin ? messages.adminProposed : toasts[name].success,
        ),
      onError: (error) => toast.error(toasts[name].failure, { description: errorText(error) }),
      onSettled: () => {
        setRunning(null);
        setDeciding(null);
      },
    });
  };
  const proposal = user.adminProposal;
  const proposer = proposal?.proposedBy ? displayUserName(proposal.proposedBy.name, common) : "—";

  const deleteUser = () => {
    const progress = progressToast(messages.deletingUser);
    remove.mutate(user.id, {
      onSuccess: () => {
        progress.succeeded(messages.userDeleted);
        setConfirmDelete(false);
        navigate("/admin/users");
      },
      onError: (error) => {
        progress.failed(messages.userDeleteFailed, errorText(error));
        setConfirmDelete(false);
      },
    });
  };

  const busy = running !== null || remove.isPending;
  const actionProps = { busy, running, run };
  return (
    <Card aria-labelledby="profile-name">
      <div className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <Avatar name={user.name} src={user.avatar} size="lg" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <span
                className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${
                  user.isActive
                    ? "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-400 dark:ring-emerald-400/30"
                    : "bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-400 dark:ring-red-400/30"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`size-1.5 rounded-full ${user.isActive ? "bg-emerald-500" : "bg-red-500"}`}
                />
                {user.isActive ? t.activated : t.deactivated}
              </span>
              {user.isAdmin ? (
                <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-white dark:text-slate-900">
                  {all.admin}
                </span>
              ) : null}
            </div>
            <h2
              id="profile-name"
              className="mt-2 text-xl font-semibold break-words text-slate-900 dark:text-white"
            >
              {displayUserName(user.name, common)}
            </h2>
            {proposal ? (
              <Notice role="status" title={t.adminAwaiting} className="mt-2 rounded-lg px-3 py-2 text-sm">
                <p>
                  {format(t.adminProposedBy, { name: proposer })}
                  {proposal.proposedBy?.id === me?.id ? ` ${t.ownProposal}` : ""}
                </p>
              </Notice>
            ) : null}
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <Detail label={t.email}>{user.email}</Detail>
              <Detail label={t.phone}>{user.phone || "—"}</Detail>
              <Detail label={t.country}>{user.country ? countryName(user.country, lang) : "—"}</Detail>
            </dl>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 md:max-w-xs md:justify-end">
          {user.isAdmin || proposal ? null : (
            <ActionButton {...actionProps} action="make-admin" label={t.makeAdmin} />
          )}
          {proposal ? (
            <>
              {/* The proposer cannot approve their own proposal (the server refuses it too); anyone may reject it. */}
              {proposal.proposedBy?.id === me?.id ? null : (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setDeciding("approve-admin")}
                  className={`${actionButton} ${actionTones["make-admin"]}`}
                >
                  {t.approveAdmin}
                </button>
              )}
              <button
                type="button"
                disabled={busy}
                onClick={() => setDeciding("reject-admin")}
                className={`${actionButton} ${actionTones.deactivate}`}
              >
                {t.rejectAdmin}
              </button>
            </>
          ) : null}
          {user.isActive ? (
            <ActionButton {...actionProps} action="deactivate" label={t.deactivate} />
          ) : (
            <ActionButton {...actionProps} action="activate" label={t.activate} />
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirmDelete(true)}
            className={`${actionButton} bg-red-700 text-white hover:bg-red-800 dark:bg-red-700 dark:hover:bg-red-800`}
          >
            {t.deleteUser}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => (open ? undefined : setDeciding(null))}
        title={deciding === "approve-admin" ? t.approveAdminTitle : t.rejectAdminTitle}
        description={format(deciding === "approve-admin" ? t.approveAdminText : t.rejectAdminText, {
          name: displayUserName(user.name, common),
          proposer,
        })}
        confirmLabel={deciding === "approve-admin" ? t.approveAdmin : t.rejectAdmin}
        cancelLabel={all.cancel}
        destructive={deciding === "reject-admin"}
        busy={running !== null}
        onConfirm={() => (deciding ? run(deciding) : undefined)}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t.deleteTitle}
        description={format(t.deleteText, { name: user.name })}
        confirmLabel={t.deleteUser}
        cancelLabel={all.cancel}
        busy={remove.isPending}
        onConfirm={deleteUser}
      />
    </Card>
  );
}

const actionTones: Record<Exclude<UserAction, AdminDecision>, string> = {
  "make-admin":
    "bg-slate-900 text-white hover:bg-slate-800 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200",
  deactivate:
    "border border-amber-400 text-amber-800 hover:bg-amber-50 dark:border-amber-400/50 dark:text-amber-300 dark:hover:bg-amber-400/10",
  activate:
    "bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400",
};

/** Make admin, Deactivate or Activate: disabled while any action runs, a spinner on the running one. */
function ActionButton({
  action,
  label,
  busy,
  running,
  run,
}: {
  action: Exclude<UserAction, AdminDecision>;
  label: string;
  busy: boolean;
  running: UserAction | null;
  run: (action: UserAction) => void;
}) {
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => run(action)}
      className={`${actionButton} ${actionTones[action]}`}
    >
      {running === action ? <Spinner className="size-4" /> : null}
      {label}
    </button>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </>
  );
}

function TradeCard({ user }: { user: AdminUserDetail }) {
  const trade = user.activeTrade;
  const common = useDict("common", enCommon);
  const t = useDict("admin", enAdmin).user;
  const f = useFormatters();
  return (
    <Card aria-labelledby="user-trade">
      <CardTitle id="user-trade">{t.trade}</CardTitle>
      {trade ? (
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <TradeFigure label={t.amount}>{f.usd(trade.amount)}</TradeFigure>
          <TradeFigure label={t.plan}>
            {common.plans.labels[trade.planId as keyof typeof common.plans.labels] ?? trade.planLabel}
          </TradeFigure>
          <TradeFigure label={t.profitLabel}>{f.usd(trade.profit)}</TradeFigure>
          <TradeFigure label={t.roi}>{f.percent(trade.roi)}</TradeFigure>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {common.messages.userHasNoActiveTrade}
        </p>
      )}
    </Card>
  );
}

function TradeFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <AdminFigure label={label} valueClass="text-lg tabular-nums">
      {children}
    </AdminFigure>
  );
}
