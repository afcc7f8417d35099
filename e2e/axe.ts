import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource: string = require("axe-core").source;

/** Runs axe-core (WCAG 2.1 AA rules and best practices) in the page; returns serious and critical violations. */
export async function axeViolations(page: Page, within = "html") {
  // Evaluated through the DevTools protocol: an inline <script> tag would be refused by our CSP.
  await page.evaluate(axeSource);
  const results = await page.evaluate(async (selector) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at runtime
    const axe = (window as any).axe;
    return axe.run(selector, { resultTypes: ["violations"] });
  }, within);
  return (results.violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}
