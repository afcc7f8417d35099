/**
 * The checks the page sweep (page-sweep.spec.ts) makes on a page as it is on screen: sideways
 * scroll at the current width, Content-Security-Policy violations (also csp.spec.ts), and the
 * switch between the light and the dark theme it runs axe in. (The English-left check is in
 * translation-check.ts, axe in axe.ts.)
 */
import { expect, type Page } from "@playwright/test";

/** The page's horizontal overflow at the current width, with the elements that stick out. */
export async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = window.innerWidth;
    if (root.scrollWidth <= width) return null;
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== "visible" || style.position === "fixed";
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      // Inside a clipping (scrolling) box or a fixed layer: it cannot widen the page.
      let ancestor = element.parentElement;
      let clipped = false;
      while (ancestor && ancestor !== document.body) {
        if (clips(ancestor)) {
          clipped = true;
          break;
        }
        ancestor = ancestor.parentElement;
      }
      if (clipped || getComputedStyle(element).position === "fixed") continue;
      // Report the outermost offender only.
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 0.5) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
        typeof element.className === "string" && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 4).join(".")}`
          : ""
      }`;
      offenders.push(
        `${name} right=${Math.round(box.right)} "${(element.textContent ?? "").trim().slice(0, 40)}"`,
      );
      if (offenders.length >= 5) break;
    }
    return { scrollWidth: root.scrollWidth, innerWidth: width, offenders };
  });
}

/** Resizes the page and lets layout (and any resize or media-query listener) settle. */
export async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/**
 * Switches the system colour scheme of a page without reloading it: the app follows it while no
 * theme is saved (src/web/theme.ts), as it does on a page loaded in that scheme. Resolves once the
 * colours have stopped changing (the `transition-colors` elements), so that axe measures the
 * contrast of the theme and not of a colour half-way.
 */
export async function switchScheme(page: Page, scheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  const html = page.locator("html");
  if (scheme === "dark") await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
}

/** The app's pages' policy: scripts from our origin and the inline theme script by its hash. */
export const appPolicy = /script-src 'self' 'sha256-/;

/**
 * Collects every CSP violation of the page: the DOM event and Chromium's console report. The
 * function returned gives those of the document on screen and the console reports since its last call.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      fromConsole.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => {
    const fromEvents = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    return [...fromEvents, ...fromConsole.splice(0)];
  };
}
