import { formatUsd } from "../../../shared/money";
import { useAdminStats } from "../../api/admin";
import { errorMessage } from "../../api/client";
import { PaymentMethodsCard } from "../../components/admin/payment-methods-card";
import { SettingsCard } from "../../components/admin/settings-card";
import { StatTile } from "../../components/admin/stat-tile";
import { ArrowDownIcon, UsersIcon } from "../../components/icons";
import { ErrorBlock, Page } from "../../components/investor/page";
import { Spinner } from "../../components/loading";

export function Component() {
  const stats = useAdminStats();
  const figure = (render: (data: NonNullable<typeof stats.data>) => string) =>
    stats.data ? render(stats.data) : <Spinner className="size-6 text-slate-400" />;
  return (
    <Page title="Overview">
      {stats.isError ? (
        <ErrorBlock message={errorMessage(stats.error)} onRetry={() => stats.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <StatTile
            label="Total Users"
            value={figure((data) => data.totalUsers.toLocaleString("en-US"))}
            icon={<UsersIcon className="size-5" />}
          />
          <StatTile
            label="Total Deposit"
            value={figure((data) => formatUsd(data.totalDeposits))}
            icon={<ArrowDownIcon className="size-5" />}
            tone="sky"
          />
        </div>
      )}
      <div className="mt-6 space-y-6">
        <PaymentMethodsCard />
        <SettingsCard />
      </div>
    </Page>
  );
}
