import type { ReactNode } from "react";
import { readCents } from "../../../../shared/money";
import type { TraderDetail } from "../../../../shared/schemas/traders";
import { Card } from "../../../components/ui/card";
import { DataTable } from "../../../components/ui/data-table";
import { signClass } from "../../../components/ui/sign-tone";
import { useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { SectionTitle } from "./section-title";

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
                <td className={td}>{t.sides[position.side]}</td>
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
export function PositionTables({ trader }: { trader: TraderDetail }) {
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
