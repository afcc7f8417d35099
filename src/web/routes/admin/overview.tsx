import { useAdminStats } from "../../api/admin";
import { errorMessage } from "../../api/client";
import { ExposureCard } from "../../components/admin/exposure-card";
import { PaymentMethodsCard } from "../../components/admin/payment-methods-card";
import { SettingsCard } from "../../components/admin/settings-card";
import { Spinner } from "../../components/loading";
import { ErrorBlock, Page } from "../../components/ui/page";
import { StatCard } from "../../components/ui/stat-card";
import { useDict } from "../../i18n";
import enAdmin from "../../i18n/en/admin";
import { useFormatters } from "../../i18n/formatters";

export function Component() {
  const stats = useAdminStats();
  const t = useDict("admin", enAdmin).overview;
  const f = useFormatters();
  const figure = (render: (data: NonNullable<typeof stats.data>) => string) =>
    stats.data ? render(stats.data) : <Spinner className="size-6 text-slate-400" />;
  return (
    <Page title={t.title}>
      {stats.isError ? (
        <ErrorBlock message={errorMessage(stats.error)} onRetry={() => stats.refetch()} />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <StatCard label={t.totalUsers} figure="users" value={figure((data) => f.count(data.totalUsers))} />
          <StatCard
            label={t.totalDeposit}
            figure="deposits"
            value={figure((data) => f.usd(data.totalDeposits))}
          />
        </div>
      )}
      <div className="mt-6 space-y-6">
        <ExposureCard />
        <PaymentMethodsCard />
        <SettingsCard />
      </div>
    </Page>
  );
}
