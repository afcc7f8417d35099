import { lazy, type ReactNode, Suspense, useMemo } from "react";
import { Link, useParams } from "react-router";
import { readCents } from "../../../../shared/money";
import { riskBands, volatilityFloor } from "../../../../shared/risk-bands";
import { MIN_TRADES_BASIS, type TraderDetail } from "../../../../shared/schemas/traders";
import { useMe } from "../../../api/auth";
import { ApiError } from "../../../api/client";
import { useFavouriteTraders, useTrader } from "../../../api/traders";
import { holdingTime } from "../../../components/copy/holding-time";
import {
  CopyTraderButton,
  FavouriteButton,
  PastPerformance,
  RiskNote,
  RiskScore,
  TraderMarks,
} from "../../../components/copy/trader-bits";
import { Icon } from "../../../components/icons";
import { Card } from "../../../components/ui/card";
import { DataTable } from "../../../components/ui/data-table";
import { LoadingBlock } from "../../../components/ui/page";
import { RetryButton } from "../../../components/ui/retry-button";
import { signClass } from "../../../components/ui/sign-tone";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { type Formatters, useFormatters } from "../../../i18n/formatters";
import { useTheme } from "../../../theme";
import { TraderFigure } from "./list";
import type { NavPoint } from "./nav-chart";

// lightweight-charts is a big library: its own chunk, loaded once the page shows the chart.
const NavChart = lazy(() => import("./nav-chart"));

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
  const fmt = useFormatters();
  const f = t.figures;
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
        <Card aria-labelledby="stats-title" className="lg:col-span-1">
          <SectionTitle id="stats-title">{t.detail.statsTitle}</SectionTitle>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3" data-testid="trader-stats">
            <TraderFigure
              label={f.return30d}
              value={pct(fmt, trader.return30d, f.notEnough, true)}
              tone={signClass(trader.return30d)}
            />
            <TraderFigure
              label={f.return12m}
              value={pct(fmt, trader.return12m, f.notEnough, true)}
              tone={signClass(trader.return12m)}
            />
            <TraderFigure
              label={f.return7d}
              value={pct(fmt, trader.return7d, f.notEnough, true)}
              tone={signClass(trader.return7d)}
            />
            <TraderFigure
              label={f.return90d}
              value={pct(fmt, trader.return90d, f.notEnough, true)}
              tone={signClass(trader.return90d)}
            />
            <TraderFigure
              label={f.returnSinceStart}
              value={pct(fmt, trader.returnSinceStart, f.notEnough, true)}
              tone={signClass(trader.returnSinceStart)}
            />
            <TraderFigure label={f.maxDrawdown} value={pct(fmt, trader.maxDrawdown, f.notEnough)} />
            <TraderFigure label={f.winRate} value={pct(fmt, trader.winRate, f.notEnough)} />
            <TraderFigure
              label={f.profitFactor}
              value={trader.profitFactor === null ? f.notEnough : decimal(fmt, trader.profitFactor)}
            />
            <TraderFigure label={f.averageHolding} value={holdingTime(t, trader.averageHoldingSeconds)} />
            <TraderFigure
              label={f.tradesPerWeek}
              value={trader.tradesPerWeek === null ? f.notEnough : decimal(fmt, trader.tradesPerWeek)}
            />
            <TraderFigure
              label={f.sharpeRatio}
              value={trader.sharpeRatio === null ? f.notEnough : decimal(fmt, trader.sharpeRatio)}
            />
            <TraderFigure label={f.tradesBasis} value={fmt.count(trader.tradesBasis)} />
            <TraderFigure label={f.closedCount} value={fmt.count(trader.closedPositionCount)} />
            <TraderFigure label={f.copiers} value={fmt.count(trader.copiers)} />
            <TraderFigure label={f.copiedAmount} value={fmt.usd(readCents(trader.copiedAmount))} />
            <TraderFigure label={f.assetsUnderCopy} value={fmt.usd(readCents(trader.assetsUnderCopy))} />
            <TraderFigure
              label={f.copiersEarned}
              value={fmt.usd(readCents(trader.copiersEarned))}
              tone={signClass(trader.copiersEarned)}
            />
            <TraderFigure label={f.ownEquity} value={fmt.usd(readCents(trader.ownEquity))} />
            <TraderFigure label={f.profitShare} value={`${trader.profitSharePercent}%`} />
            <TraderFigure label={f.since} value={fmt.mediumDate(trader.since)} />
            <div className="col-span-2">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{f.assetClasses}</dt>
              <dd className="mt-0.5 text-sm font-semibold" data-testid="asset-classes">
                {trader.assetClasses.length === 0
                  ? f.notEnough
                  : trader.assetClasses
                      .map(
                        (item) =>
                          `${f.assetClassNames[item.assetClass as keyof typeof f.assetClassNames] ?? item.assetClass} ${fmt.rate(item.share)}`,
                      )
                      .join(" · ")}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid="trades-basis">
            {format(f.basisRule, {
              count: fmt.count(trader.tradesBasis),
              minimum: fmt.count(MIN_TRADES_BASIS),
            })}
          </p>
          <PastPerformance className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800" />
        </Card>
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

/** A section's heading on the trader's page: the h2 its card's aria-labelledby names. */
function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-base font-semibold">
      {children}
    </h2>
  );
}

function pct(fmt: Formatters, text: string | null, fallback: string, signed = false): string {
  return text === null ? fallback : fmt.rate(text, signed);
}

function decimal(fmt: Formatters, text: string): string {
  const value = Number(text);
  return Number.isFinite(value) ? fmt.decimal(value, 2) : text;
}

/** NAV per unit rebased to 100 at the first point, one point per second at most. */
export function navPoints(series: TraderDetail["navSeries"]): NavPoint[] {
  const first = Number(series[0]?.nav);
  if (!first || !Number.isFinite(first)) return [];
  const points: NavPoint[] = [];
  for (const item of series) {
    const time = Math.floor(Date.parse(item.at) / 1000);
    const value = (Number(item.nav) / first) * 100;
    if (!Number.isFinite(time) || !Number.isFinite(value)) continue;
    const last = points.at(-1);
    if (last && time <= last.time) {
      if (time === last.time) last.value = value;
      continue;
    }
    points.push({ time, value });
  }
  return points;
}

function NavCard({ trader }: { trader: TraderDetail }) {
  const t = useDict("copy", enCopy);
  const theme = useTheme();
  const points = useMemo(() => navPoints(trader.navSeries), [trader.navSeries]);
  return (
    <Card aria-labelledby="nav-title" className="h-full">
      <SectionTitle id="nav-title">{t.detail.navTitle}</SectionTitle>
      <p className="sr-only">{format(t.detail.navLabel, { name: trader.displayName })}</p>
      <div
        className="relative mt-3 h-64 w-full sm:h-80"
        data-testid="nav-chart"
        data-ready={points.length > 1}
      >
        {points.length > 1 ? (
          <Suspense fallback={<ChartSkeleton />}>
            <NavChart points={points} theme={theme} />
          </Suspense>
        ) : (
          <ChartSkeleton message={t.detail.navEmpty} />
        )}
      </div>
      <PastPerformance className="mt-3" />
    </Card>
  );
}

function ChartSkeleton({ message }: { message?: string }) {
  return (
    <div className="flex size-full items-center justify-center rounded-xl bg-slate-100 dark:bg-slate-800/60">
      {message ? <p className="text-sm text-slate-600 dark:text-slate-400">{message}</p> : null}
    </div>
  );
}

function RiskCard({ trader }: { trader: TraderDetail }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const pctOf = (value: number) => fmt.rate(String(value));
  return (
    <Card aria-labelledby="risk-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionTitle id="risk-title">{t.detail.riskTitle}</SectionTitle>
        <RiskScore score={trader.riskScore} />
      </div>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t.detail.riskFormula}</p>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {format(t.detail.riskFloors, {
          floors: (Object.keys(volatilityFloor) as (keyof typeof volatilityFloor)[])
            .map((kind) => `${t.figures.assetClassNames[kind]} ${pctOf(volatilityFloor[kind])}`)
            .join(", "),
        })}
      </p>
      {trader.volatility !== null ? (
        <p className="mt-2 text-sm font-medium">
          {format(t.detail.riskVolatility, { value: fmt.rate(trader.volatility) })}
        </p>
      ) : null}
      <h3 className="mt-3 text-sm font-semibold">{t.detail.riskBasisTitle}</h3>
      {trader.riskBasis.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.detail.riskBasisNone}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-300" data-testid="risk-basis">
          {trader.riskBasis.map((item) => (
            <li key={item.symbol}>
              {format(t.detail.riskBasisRow, {
                symbol: item.symbol,
                volatility: fmt.rate(item.volatility),
                source: t.detail.riskSources[item.source],
                priced: t.detail.riskPriced[item.priced],
              })}
            </li>
          ))}
        </ul>
      )}
      <DataTable
        className="mt-4 w-full text-sm"
        label={t.detail.riskBands}
        labels={[t.detail.riskBandRange, t.detail.riskBandVolatility]}
        cellClass="pb-1 font-medium"
        headRowClass="text-left text-xs text-slate-600 dark:text-slate-400"
        bodyClass="tabular-nums"
      >
        {riskBands.map((band, index) => {
          const previous = riskBands[index - 1]?.below ?? 0;
          const current = band.score === trader.riskScore;
          return (
            <tr
              key={band.score}
              className={current ? "bg-emerald-50 font-semibold dark:bg-emerald-500/10" : undefined}
              aria-current={current ? "true" : undefined}
            >
              <td className="py-0.5 pl-1">{band.score}</td>
              <td className="py-0.5">
                {band.below === null ? `≥ ${pctOf(previous)}` : `${pctOf(previous)} – < ${pctOf(band.below)}`}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t.detail.riskLimit}</p>
      <p
        className="mt-3 border-t border-slate-200 pt-3 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300"
        data-testid="sharpe-formula"
      >
        {t.detail.sharpeFormula}
      </p>
    </Card>
  );
}

interface TablePosition {
  symbol: string;
  side: "buy" | "sell";
  openedAt: string;
}

/**
 * A card with a table of positions, or `empty` when there are none. Every row starts with the
 * symbol and side and ends with a date (`at`); `columns` labels the cells between and the date.
 */
function PositionsTable<P extends TablePosition>({
  id,
  title,
  note,
  columns,
  empty,
  positions,
  cells,
  at,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  columns: readonly string[];
  empty: string;
  positions: readonly P[];
  cells: (position: P) => ReactNode;
  at: (position: P) => string;
}) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  return (
    <Card aria-labelledby={id} padding="none">
      <div className="px-5 pt-5 sm:px-6">
        <SectionTitle id={id}>{title}</SectionTitle>
        {note}
      </div>
      {/* A table wider than a phone scrolls inside its card, reachable by keyboard too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1) */}
      <section className="mt-3 overflow-x-auto pb-2" tabIndex={0} aria-labelledby={id}>
        {positions.length === 0 ? (
          <p className="px-5 pb-4 text-sm text-slate-600 sm:px-6 dark:text-slate-400">{empty}</p>
        ) : (
          <DataTable labels={[t.detail.symbol, t.detail.side, ...columns]} cellClass={th}>
            {positions.map((position) => (
              <tr key={`${position.symbol}-${position.openedAt}-${at(position)}`}>
                <td className={`${td} font-semibold`}>{position.symbol}</td>
                <td className={td}>{position.side === "buy" ? t.detail.buy : t.detail.sell}</td>
                {cells(position)}
                <td className={td}>{fmt.mediumDateTime(at(position))}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </Card>
  );
}

const th =
  "px-5 py-2 text-left text-xs font-medium whitespace-nowrap text-slate-600 sm:px-6 dark:text-slate-400";
const td = "px-5 py-2 whitespace-nowrap tabular-nums sm:px-6";

/** The trader's open positions, then the closed ones. */
function PositionTables({ trader }: { trader: TraderDetail }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const hidden = trader.openPositions.some((position) => position.averagePrice === null);
  return (
    <>
      <PositionsTable
        id="open-title"
        title={t.detail.openTitle}
        note={
          hidden ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="hidden-prices">
              {t.detail.hiddenPrices}
            </p>
          ) : null
        }
        columns={[t.detail.shareOfEquity, t.detail.averagePrice, t.detail.openedAt]}
        empty={t.detail.openEmpty}
        positions={trader.openPositions}
        cells={(position) => (
          <>
            <td className={td}>{fmt.rate(position.shareOfEquity)}</td>
            <td className={td}>
              {position.averagePrice === null
                ? t.detail.hidden
                : fmt.price(position.symbol, position.averagePrice)}
            </td>
          </>
        )}
        at={(position) => position.openedAt}
      />
      <PositionsTable
        id="closed-title"
        title={t.detail.closedTitle}
        columns={[t.detail.averagePrice, t.detail.realizedPnl, t.detail.closedAt]}
        empty={t.detail.closedEmpty}
        positions={trader.closedPositions}
        cells={(position) => (
          <>
            <td className={td}>{fmt.price(position.symbol, position.averagePrice)}</td>
            <td className={`${td} ${signClass(position.realizedPnl)}`}>
              {fmt.signedUsd(readCents(position.realizedPnl))}
            </td>
          </>
        )}
        at={(position) => position.closedAt}
      />
    </>
  );
}

function MonthlyReturns({ trader }: { trader: TraderDetail }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  return (
    <Card aria-labelledby="monthly-title">
      <SectionTitle id="monthly-title">{t.detail.monthlyTitle}</SectionTitle>
      {trader.monthlyReturns.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t.detail.monthlyEmpty}</p>
      ) : (
        <ul
          className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6"
          data-testid="monthly-returns"
        >
          {trader.monthlyReturns.map((item) => (
            <li
              key={item.month}
              className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
            >
              <p className="text-xs text-slate-600 dark:text-slate-400">{fmt.month(item.month)}</p>
              <p className={`text-sm font-semibold tabular-nums ${signClass(item.return)}`}>
                {fmt.rate(item.return, true)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <PastPerformance className="mt-4" />
    </Card>
  );
}
