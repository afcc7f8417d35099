import { Link } from "react-router";
import { useCopies } from "../../api/copies";
import { format, useDict, useLang } from "../../i18n";
import enCopy from "../../i18n/en/copy";
import { formattersFor } from "../../i18n/formatters";
import { plural } from "../../i18n/translate";
import { Icon } from "../icons";
import { Card } from "../ui/card";
import { textLinkClass } from "../ui/field";
import { pnlClass } from "../ui/sign-tone";
import { copyTotals } from "./copy-totals";
import { ModeMark } from "./trader-marks";

/**
 * The dashboard's 'Copy trading' card, beside the spec's cards: total equity and P&L (unrealized
 * plus realized) of the copies still running, and the way to /portfolio.
 */
export function CopyTradingCard() {
  const t = useDict("copy", enCopy);
  const lang = useLang();
  const fmt = formattersFor(lang);
  const copies = useCopies();
  const totals = copyTotals(copies.data ?? []);
  // Live money is the headline; practice copies get a line of their own, never added to it.
  const main = totals[0];
  const practice = main?.mode === "live" ? totals[1] : undefined;
  return (
    <Card aria-labelledby="copy-trading-card" data-figure="copy-trading" padding="none" className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="copy-trading-card" className="min-w-0 text-sm font-medium text-slate-600 dark:text-slate-400">
          {t.dashboard.title}
        </h2>
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300">
          <Icon name="users" className="size-5" />
        </span>
      </div>
      {!main ? (
        <>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t.dashboard.none}</p>
          <Link to="/traders" className={`${textLinkClass} mt-2 inline-block text-sm`}>
            {t.dashboard.find}
          </Link>
        </>
      ) : (
        <>
          <p
            className="mt-3 flex flex-wrap items-center gap-x-2 text-2xl font-semibold tracking-tight break-words text-slate-900 tabular-nums sm:text-3xl dark:text-white"
            data-testid="copy-equity"
            data-mode={main.mode}
          >
            <span className="sr-only">{t.dashboard.equity} </span>
            {fmt.usd(main.equity)}
            {main.mode === "practice" ? <ModeMark mode="practice" /> : null}
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t.dashboard.pnl}{" "}
            <span className={`font-semibold tabular-nums ${pnlClass(main.pnl)}`} data-testid="copy-pnl-total">
              {fmt.signedUsd(main.pnl)}
            </span>{" "}
            · {plural(lang, main.count, t.dashboard.active)}
          </p>
          {practice ? (
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {format(t.dashboard.practiceLine, {
                equity: fmt.usd(practice.equity),
                pnl: fmt.signedUsd(practice.pnl),
              })}
            </p>
          ) : null}
          <Link to="/portfolio" className={`${textLinkClass} mt-2 inline-block text-sm`}>
            {t.dashboard.open}
          </Link>
        </>
      )}
    </Card>
  );
}
