import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Issue 15 point 3: what a phone on a slow network gets. Lighthouse's mobile profile, applied over
 * the Chrome DevTools Protocol: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower, on a
 * Moto G Power sized screen. Figures are logged; see docs/decisions/0015-prerendered-public-pages.md.
 */
const MOBILE = { width: 412, height: 823 };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;

/** Budgets (issue 15): landing bytes before the load event, LCP for / and /login, CLS. */
const LANDING_KB = 120;
const LCP_MS = 1500;
const CLS = 0.05;

interface Run {
  /** KB on the wire (headers and compressed bodies, as Chromium counts them) before the load event. */
  kb: number;
  /** The same once the network is idle (chunks loaded after the load event, market data). */
  idleKb: number;
  lcp: number;
  cls: number;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** One cold load (fresh context, empty cache) of `path` under the mobile profile. */
async function coldLoad(browser: Browser, path: string): Promise<Run> {
  const context = await browser.newContext({ viewport: MOBILE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let onWire = 0;
  let beforeLoad: number | undefined;
  cdp.on("Network.loadingFinished", (event) => {
    onWire += event.encodedDataLength;
  });
  cdp.on("Page.loadEventFired", () => {
    beforeLoad ??= onWire;
  });
  await cdp.send("Network.enable");
  await cdp.send("Page.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    // biome-ignore lint/suspicious/noExplicitAny: test probe
    const w = window as any;
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    // The sum of every unexpected shift over the page's life: never less than CLS's worst window.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path, { waitUntil: "load", timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect.poll(() => beforeLoad).toBeDefined();
  // Market figures arrive after hydration: wait until they are on the page (the landing's ticker and
  // chart), then for two frames and a task, so that a shift they cause has been reported.
  if (path === "/") {
    await expect(page.getByTestId("ticker").locator("li").first()).toBeVisible();
    await expect(page.getByTestId("price-chart")).toHaveAttribute("data-ready", "true");
  }
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
  const { lcp, cls } = await page.evaluate(() => {
    const probe = window as unknown as { __lcp: number; __cls: number };
    return { lcp: probe.__lcp, cls: probe.__cls };
  });
  await cdp.detach();
  await context.close();
  return {
    kb: kb(beforeLoad!),
    idleKb: kb(onWire),
    lcp: Math.round(lcp),
    cls: Math.round(cls * 1000) / 1000,
  };
}

test.describe("performance under Lighthouse's mobile profile", () => {
  for (const path of ["/", "/login"] as const) {
    test(`${path}: LCP at most ${LCP_MS} ms, CLS under ${CLS}${path === "/" ? `, at most ${LANDING_KB} KB before load` : ""}`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      // Best of up to three cold loads for LCP: a loaded shared test machine adds noise. The loads
      // stop at the first within the budget (the best of three could be no worse). Bytes and CLS
      // must hold on every run.
      const budget = Number(process.env.LCP_BUDGET_MS ?? LCP_MS);
      const runs: Run[] = [];
      do {
        runs.push(await coldLoad(browser, path));
      } while (runs.length < 3 && !runs.some((run) => run.lcp > 0 && run.lcp <= budget));
      console.log(`${path} under the mobile profile: ${JSON.stringify(runs)}`);
      for (const run of runs) {
        expect(run.cls, `CLS of ${path}`).toBeLessThan(CLS);
        if (path === "/")
          expect(run.kb, "landing KB on the wire before the load event").toBeLessThanOrEqual(LANDING_KB);
      }
      const best = Math.min(...runs.map((run) => run.lcp));
      expect(best).toBeGreaterThan(0);
      expect(best, `LCP of ${path} (ms)`).toBeLessThanOrEqual(budget);
    });
  }
});
