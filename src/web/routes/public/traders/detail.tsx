import { Link, useParams } from "react-router";
import type { TraderDetail } from "../../../../shared/schemas/traders";
import { useMe } from "../../../api/auth";
import { ApiError } from "../../../api/client";
import { useFavouriteTraders, useTrader } from "../../../api/traders";
import { CopyTraderButton, FavouriteButton, RiskNote, RiskScore } from "../../../components/copy/trader-bits";
import { TraderMarks } from "../../../components/copy/trader-marks";
import { Icon } from "../../../components/icons";
import { LoadingBlock } from "../../../components/ui/page";
import { RetryButton } from "../../../components/ui/retry-button";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { MonthlyReturns } from "./monthly-returns";
import { NavCard } from "./nav-card";
import { PositionTables } from "./position-tables";
import { RiskCard } from "./risk-card";
import { TraderStats } from "./trader-stats";

/** /traders/:id (public): the trader's figures, NAV chart, risk score with its bands, positions. */
export function Component() {
  const t = useDict("copy", enCopy);
  const { id } = useParams();
  const trader = useTrader(id);
  const notFound = trader.error instanceof ApiError && trader.error.status === 404;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Link
        to="/traders"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
      >
        <Icon name="chevronLeft" className="size-4" />
        {t.detail.backToList}
      </Link>
      {trader.data ? (
        <TraderPage trader={trader.data} />
      ) : trader.isError ? (
        <div role="alert" className="py-16 text-center">
          <h1 className="text-2xl font-semibold">{notFound ? t.detail.notFound : t.list.error}</h1>
          {notFound ? null : (
            <RetryButton label={t.retry} onRetry={() => trader.refetch()} className="mt-4 text-sm" />
          )}
        </div>
      ) : (
        <div className="min-h-[100svh]">
          <LoadingBlock label={t.loading} />
        </div>
      )}
    </div>
  );
}

function TraderPage({ trader }: { trader: TraderDetail }) {
  const t = useDict("copy", enCopy);
  const me = useMe();
  const signedIn = Boolean(me.data && !me.data.isAdmin);
  const favourites = useFavouriteTraders(signedIn);
  const watched = Boolean(favourites.data?.ids.includes(trader.id));
  return (
    <>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {trader.displayName}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <TraderMarks trader={trader} />
            <RiskScore score={trader.riskScore} />
          </div>
          {trader.bio ? (
            <p className="mt-3 max-w-3xl break-words text-slate-600 dark:text-slate-300">{trader.bio}</p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          {signedIn ? <FavouriteButton trader={trader} watched={watched} /> : null}
          <CopyTraderButton trader={trader} />
        </div>
      </header>

      <p className="mt-6 max-w-3xl text-sm text-slate-700 dark:text-slate-300" data-testid="copy-price-rule">
        {format(t.detail.priceRule, { name: trader.displayName })}
      </p>
      <RiskNote className="mt-4" />

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <TraderStats trader={trader} />
        <div className="min-w-0 lg:col-span-2">
          <NavCard trader={trader} />
        </div>
      </div>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <RiskCard trader={trader} />
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <MonthlyReturns trader={trader} />
          <PositionTables trader={trader} />
        </div>
      </div>
    </>
  );
}
