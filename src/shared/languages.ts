/** The languages of the product: English (the spec's texts), Spanish and French. */
export const LANGUAGES = ["en", "es", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of our languages an Accept-Language header asks for, by quality then order
 * ("fr-CA,fr;q=0.9,en;q=0.8" -> "fr"); null when it names none of them (or `*` only).
 */
export function fromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number; at: number } | null = null;
  const ranges = header.split(",", 32);
  for (let at = 0; at < ranges.length; at++) {
    const [range = "", ...params] = (ranges[at] ?? "").split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split("=");
      if (name?.trim().toLowerCase() === "q") q = Number(value);
    }
    if (!(q > 0 && q <= 1)) continue;
    if (!best || q > best.q) best = { language: primary, q, at };
  }
  return best?.language ?? null;
}
