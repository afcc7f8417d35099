const cache = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat (creating one is slow; the ticker formats many numbers). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}
