import { Link } from "react-router";
import { useCopies } from "../../../api/copies";
import { copyTotals } from "../../../components/copy/copy-totals";
import { buttonClass } from "../../../components/ui/button";
import { Card, CardTitle } from "../../../components/ui/card";
import { Page } from "../../../components/ui/page";
import { QueryBlock } from "../../../components/ui/query-block";
import { useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { CopyCard } from "./copy-card";
import { TotalFigures } from "./total-figures";

const statusOrder = { active: 0, paused: 1, stopped: 2 } as const;

/**
 * /portfolio: the investor's copies with their figures, actions (pause, resume, stop, add and
 * remove funds), positions and event log. Polled every 5 s like /markets's positions.
 */
export function Component() {
  const t = useDict("copy", enCopy);
  const copies = useCopies();
  const list = [...(copies.data ?? [])].sort(
    (a, b) => statusOrder[a.status] - statusOrder[b.status] || b.createdAt.localeCompare(a.createdAt),
  );
  const totals = copyTotals(list);

  return (
    <Page
      title={t.portfolio.title}
      intro={t.portfolio.intro}
      actions={
        list.length > 0 ? (
          <Link to="/traders" className={buttonClass("secondary")}>
            {t.portfolio.browse}
          </Link>
        ) : undefined
      }
    >
      <QueryBlock
        query={copies}
        loading={t.loading}
        isEmpty={() => list.length === 0}
        empty={
          <Card aria-labelledby="empty-title" className="py-12 text-center">
            <CardTitle id="empty-title">{t.portfolio.emptyTitle}</CardTitle>
            <p className="mx-auto mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">
              {t.portfolio.emptyText}
            </p>
            <Link to="/traders" className={buttonClass("primary", "mt-6")}>
              {t.portfolio.browse}
            </Link>
          </Card>
        }
      >
        <div className="space-y-6">
          {/* Amounts never break inside ("10 000,00 $US" at 375 px): smaller type there instead. */}
          {totals.length > 0 ? (
            <dl className="grid grid-cols-2 gap-3 sm:gap-4" data-testid="portfolio-totals">
              {totals.map((total) => (
                <TotalFigures key={total.mode} total={total} />
              ))}
            </dl>
          ) : null}
          <ul className="space-y-4" aria-label={t.portfolio.title}>
            {list.map((item) => (
              <CopyCard key={item.id} copy={item} />
            ))}
          </ul>
        </div>
      </QueryBlock>
    </Page>
  );
}
