import { useMemo, useState } from "react";
import { Link } from "react-router";
import { readCents } from "../../../../shared/money";
import { type TraderSort, type TraderSummary, traderSorts } from "../../../../shared/schemas/traders";
import { useMe } from "../../../api/auth";
import { useFavouriteTraders, useTraders } from "../../../api/traders";
import {
  CopyTraderButton,
  FavouriteButton,
  PastPerformance,
  RiskNote,
  RiskScore,
} from "../../../components/copy/trader-bits";
import { TraderMarks } from "../../../components/copy/trader-marks";
import { useDebouncedValue } from "../../../components/hooks/use-debounced-value";
import { PageShell } from "../../../components/landing/page-shell";
import { Card } from "../../../components/ui/card";
import { inputBorder, inputClass } from "../../../components/ui/field";
import { RetryButton } from "../../../components/ui/retry-button";
import { SearchBox } from "../../../components/ui/search-box";
import { signClass } from "../../../components/ui/sign-tone";
import { useDict, useLang } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { plural } from "../../../i18n/translate";
import { useHydrated } from "../../../prerendered";
import { Figure } from "../../investor/markets/figures";

type ModeFilter = "all" | TraderSummary["mode"];
type StatusFilter = "all" | TraderSummary["status"];
type HistoryFilter = "all" | "new" | "established";
type ShowFilter = "all" | "favourites";

/**
 * /traders (public, prerendered): every trader with their figures, filters and sort. The list
 * fills in after hydration inside a box at least a screen tall, so nothing below it moves (CLS).
 */
export function Component() {
  const t = useDict("copy", enCopy);
  const lang = useLang();
  const [search, setSearch] = useState("");
  const [mode, setMode] = useState<ModeFilter>("all");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [history, setHistory] = useState<HistoryFilter>("all");
  const [show, setShow] = useState<ShowFilter>("all");
  const [sort, setSort] = useState<TraderSort>("riskAdjusted");
  // Searched and sorted on the server (the display name's index); the filters below narrow the answer.
  const traders = useTraders(useDebouncedValue(search.trim()), sort);
  const me = useMe();
  const signedIn = Boolean(me.data && !me.data.isAdmin);
  const favourites = useFavouriteTraders(signedIn);
  const watched = useMemo(() => new Set(favourites.data?.ids ?? []), [favourites.data]);

  const shown = useMemo(
    () =>
      (traders.data ?? []).filter(
        (trader) =>
          (mode === "all" || trader.mode === mode) &&
          (status === "all" || trader.status === status) &&
          (history === "all" || (history === "new") === trader.isNew) &&
          (show === "all" || watched.has(trader.id)),
      ),
    [traders.data, mode, status, history, show, watched],
  );

  return (
    <PageShell title={t.list.title} intro={t.list.intro}>
      <RiskNote />

      <form
        aria-label={t.list.filters}
        className="mt-6 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="min-[480px]:col-span-2 lg:col-span-3 xl:col-span-5">
          <SearchBox value={search} onChange={setSearch} placeholder={t.list.search} />
        </div>
        <Select label={t.list.mode} value={mode} onChange={(value) => setMode(value as ModeFilter)}>
          <option value="all">{t.list.modeAll}</option>
          <option value="live">{t.modes.live}</option>
          <option value="practice">{t.modes.practice}</option>
        </Select>
        <Select label={t.list.status} value={status} onChange={(value) => setStatus(value as StatusFilter)}>
          <option value="all">{t.list.statusAll}</option>
          <option value="active">{t.statuses.active}</option>
          <option value="stopped">{t.statuses.stopped}</option>
          <option value="blown-up">{t.statuses["blown-up"]}</option>
        </Select>
        <Select
          label={t.list.history}
          value={history}
          onChange={(value) => setHistory(value as HistoryFilter)}
        >
          <option value="all">{t.list.historyAll}</option>
          <option value="new">{t.list.historyNew}</option>
          <option value="established">{t.list.historyEstablished}</option>
        </Select>
        {signedIn ? (
          <Select label={t.list.show} value={show} onChange={(value) => setShow(value as ShowFilter)}>
            <option value="all">{t.list.showAll}</option>
            <option value="favourites">{t.list.showFavourites}</option>
          </Select>
        ) : null}
        <Select label={t.list.sort} value={sort} onChange={(value) => setSort(value as TraderSort)}>
          {traderSorts.map((key) => (
            <option key={key} value={key}>
              {t.list.sorts[key]}
            </option>
          ))}
        </Select>
      </form>

      <div className="mt-6 min-h-[100svh]" data-testid="traders" data-ready={Boolean(traders.data)}>
        {traders.isError ? (
          <div role="alert" className="py-10 text-center text-sm text-slate-700 dark:text-slate-300">
            <p>{t.list.error}</p>
            <RetryButton label={t.retry} onRetry={() => traders.refetch()} className="mt-3" />
          </div>
        ) : !traders.data ? (
          <TraderSkeletons label={t.loading} />
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {plural(lang, shown.length, t.list.count)}
            </p>
            {shown.length === 0 ? (
              <p className="py-16 text-center text-slate-600 dark:text-slate-400">
                {show === "favourites" && watched.size === 0
                  ? t.list.emptyFavourites
                  : traders.data.length === 0 && !search.trim()
                    ? t.list.emptyAll
                    : t.list.empty}
              </p>
            ) : (
              <ul className="mt-3 space-y-4" aria-label={t.list.title}>
                {shown.map((trader) => (
                  <TraderRow
                    key={trader.id}
                    trader={trader}
                    watched={signedIn ? watched.has(trader.id) : null}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  // Filters work by script: disabled (visibly) until the app runs, so no choice on the prerendered
  // page is silently dropped.
  const hydrated = useHydrated();
  return (
    <label className="block min-w-0 text-sm font-medium text-slate-700 dark:text-slate-200">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={!hydrated}
        className={`${inputClass} ${inputBorder(false)} mt-1.5 disabled:cursor-not-allowed`}
      >
        {children}
      </select>
    </label>
  );
}

/** Placeholder rows of a trader row's height while the list loads (prerendered HTML included). */
function TraderSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className="h-5 w-24 rounded bg-slate-200 dark:bg-slate-800" />
      <ul className="mt-3 space-y-4" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Card key={index} as="li" padding="landing" className="h-64 animate-pulse sm:h-48">
            <div className="h-6 w-48 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="mt-4 h-4 w-3/4 rounded bg-slate-100 dark:bg-slate-800/60" />
            <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {[0, 1, 2, 3].map((cell) => (
                <div key={cell} className="h-10 rounded bg-slate-100 dark:bg-slate-800/60" />
              ))}
            </div>
          </Card>
        ))}
      </ul>
    </div>
  );
}

/** A trader's figure: every one the same size, so a return never outshines the risk or the warning. */
export function TraderFigure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  // A long amount wraps before its currency ("2 450 310,55 / $US"), never inside it: the
  // no-break space Intl puts there becomes a plain one (digit groups keep theirs).
  return (
    <Figure
      label={label}
      value={value.replaceAll("\u00a0", " ")}
      tone={tone}
      weight="text-sm font-semibold"
    />
  );
}

/** The money side of a trader's figures, the same in the list and on the trader's page. */
export function TraderMoneyFigures({ trader }: { trader: TraderSummary }) {
  const f = useDict("copy", enCopy).figures;
  const fmt = useFormatters();
  return (
    <>
      <TraderFigure label={f.assetsUnderCopy} value={fmt.usd(readCents(trader.assetsUnderCopy))} />
      <TraderFigure
        label={f.copiersEarned}
        value={fmt.usd(readCents(trader.copiersEarned))}
        tone={signClass(trader.copiersEarned)}
      />
      <TraderFigure label={f.ownEquity} value={fmt.usd(readCents(trader.ownEquity))} />
      <TraderFigure label={f.profitShare} value={`${trader.profitSharePercent}%`} />
      <TraderFigure label={f.since} value={fmt.mediumDate(trader.since)} />
    </>
  );
}

function TraderRow({
  trader,
  watched,
}: {
  trader: TraderSummary;
  /** Whether the signed-in user watches the trader; null when signed out (no star). */
  watched: boolean | null;
}) {
  const t = useDict("copy", enCopy);
  const f = t.figures;
  const fmt = useFormatters();
  const headingId = `trader-${trader.id}`;
  return (
    <Card
      as="li"
      padding="landing"
      className="p-5 sm:p-6"
      data-testid="trader-row"
      data-trader-id={trader.id}
      aria-labelledby={headingId}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            <Link
              to={`/traders/${encodeURIComponent(trader.id)}`}
              className="rounded hover:text-emerald-700 dark:hover:text-emerald-400"
            >
              {trader.displayName}
            </Link>
          </h2>
          <div className="mt-1">
            <TraderMarks trader={trader} />
          </div>
        </div>
        <div className="flex items-center gap-2">
          <RiskScore score={trader.riskScore} />
          {watched === null ? null : <FavouriteButton trader={trader} watched={watched} />}
        </div>
      </div>
      {trader.bio ? (
        <p className="mt-3 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-400">
          {trader.bio}
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4 xl:grid-cols-6">
        <TraderFigure
          label={f.return30d}
          value={trader.return30d === null ? f.notEnough : fmt.rate(trader.return30d, true)}
          tone={signClass(trader.return30d)}
        />
        <TraderFigure
          label={f.return12m}
          value={trader.return12m === null ? f.notEnough : fmt.rate(trader.return12m, true)}
          tone={signClass(trader.return12m)}
        />
        <TraderFigure
          label={f.maxDrawdown}
          value={trader.maxDrawdown === null ? f.notEnough : fmt.rate(trader.maxDrawdown)}
        />
        <TraderFigure
          label={f.winRate}
          value={trader.winRate === null ? f.notEnough : fmt.rate(trader.winRate)}
        />
        <TraderFigure label={f.tradesBasis} value={fmt.count(trader.tradesBasis)} />
        <TraderFigure label={f.copiers} value={fmt.count(trader.copiers)} />
        <TraderMoneyFigures trader={trader} />
      </dl>
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        <PastPerformance />
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link
            to={`/traders/${encodeURIComponent(trader.id)}`}
            className="inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {t.list.view}
            <span className="sr-only"> {trader.displayName}</span>
          </Link>
          <CopyTraderButton trader={trader} />
        </div>
      </div>
    </Card>
  );
}
