import { readCents } from "../../../../shared/money";
import type { Position } from "../../../../shared/schemas/trading";
import { pnlClass } from "../../../components/ui/sign-tone";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";

/** A copy's open positions: symbol, side, quantity at the entry price, and the P&L. */
export function CopyPositionList({ positions }: { positions: readonly Position[] }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  return (
    <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
      {positions.map((position) => {
        const pnl = readCents(position.unrealizedPnl);
        return (
          <li
            key={position.id}
            className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            data-testid="copy-position"
            data-symbol={position.symbol}
          >
            <span className="min-w-0">
              <span className="font-semibold text-slate-900 dark:text-white">{position.symbol}</span>{" "}
              <span className="text-slate-600 dark:text-slate-400">
                {t.sides[position.side]} ·{" "}
                {format(t.portfolio.quantityAt, {
                  quantity: fmt.quantity(position.quantity),
                  price: fmt.price(position.symbol, position.averagePrice),
                })}
              </span>
            </span>
            <span className={`font-semibold tabular-nums ${pnlClass(pnl)}`}>{fmt.signedUsd(pnl)}</span>
          </li>
        );
      })}
    </ul>
  );
}
