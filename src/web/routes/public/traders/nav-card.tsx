import { lazy, Suspense, useMemo } from "react";
import type { TraderDetail } from "../../../../shared/schemas/traders";
import { ChartSkeleton } from "../../../components/charts/chart-skeleton";
import { PastPerformance } from "../../../components/copy/trader-bits";
import { Card } from "../../../components/ui/card";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useTheme } from "../../../theme";
import { navPoints } from "./nav-points";
import { SectionTitle } from "./section-title";

// lightweight-charts is a big library: its own chunk, loaded once the page shows the chart.
const NavChart = lazy(() => import("./nav-chart"));

/** The trader's NAV per unit as a chart (a placeholder until there are two points). */
export function NavCard({ trader }: { trader: TraderDetail }) {
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
