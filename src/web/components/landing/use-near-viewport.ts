import { useEffect, useRef, useState } from "react";

/**
 * True once the element comes within `rootMargin` of the viewport, and (with `afterLoad`) the page
 * has finished loading and the browser is idle: used to fetch below-the-fold code late.
 */
export function useNearViewport<T extends Element>({
  rootMargin = "400px",
  afterLoad = false,
}: {
  rootMargin?: string;
  afterLoad?: boolean;
} = {}) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(!afterLoad);

  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    let idle: number | undefined;
    const whenIdle = () => {
      const done = () => !cancelled && setLoaded(true);
      if ("requestIdleCallback" in window) idle = window.requestIdleCallback(done, { timeout: 1500 });
      else setTimeout(done, 200); // no idle callbacks in this browser: `cancelled` stops it
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", whenIdle);
      if (idle !== undefined && "cancelIdleCallback" in window) window.cancelIdleCallback(idle);
    };
  }, [loaded]);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return [ref, near && loaded] as const;
}
