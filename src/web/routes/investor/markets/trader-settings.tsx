import { useMyTrader, useUpdateMyTrader } from "../../../api/trading";
import { useDict } from "../../../i18n";
import enMarkets from "../../../i18n/en/markets";

/**
 * A trader's own choice for their public page (issue 13): hide the prices of positions opened in
 * the last hour. Shown only to traders (GET /api/v1/me/trader answers 404 to everyone else).
 */
export function TraderSettings() {
  const t = useDict("markets", enMarkets).traderSettings;
  const trader = useMyTrader(true);
  const update = useUpdateMyTrader();
  if (!trader.data) return null;
  return (
    <section
      aria-labelledby="trader-settings-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="trader-settings-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        {t.title}
      </h2>
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300"
          checked={trader.data.hidesRecentPrices}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ hidesRecentPrices: event.target.checked })}
        />
        {t.hideRecentPrices}
      </label>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t.hint}</p>
      {update.isError ? (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {t.failed}
        </p>
      ) : null}
    </section>
  );
}
