import { messages } from "../../../../shared/messages";
import { readCents } from "../../../../shared/money";
import { ApiError } from "../../../api/client";
import { format, type Lang } from "../../../i18n";
import type { MarketsDict } from "../../../i18n/en/markets";
import { formattersFor } from "../../../i18n/formatters";

/** A server error in the reader's language: by code when it carries a value, else by message. */
export function tradingError(
  t: MarketsDict,
  error: unknown,
  values: Record<string, string> = {},
  lang: Lang = "en",
): string {
  if (error instanceof ApiError) {
    const template = t.codes[error.code as keyof MarketsDict["codes"]];
    if (template) {
      const symbol = /for (\S+) are simulated/.exec(error.message)?.[1] ?? values.symbol ?? "";
      const minimum = /at least (\S+)$/.exec(error.message)?.[1] ?? values.minimum ?? "";
      // "needs $12,502.50 of margin and $10,000.00 is free": both amounts in the reader's locale.
      const margin = /needs \$([\d,]+\.\d{2}) of margin and \$([\d,]+\.\d{2}) is free/.exec(error.message);
      const { usd } = formattersFor(lang);
      const needed = margin ? usd(readCents(margin[1]!.replaceAll(",", ""))) : "";
      const free = margin ? usd(readCents(margin[2]!.replaceAll(",", ""))) : "";
      if (error.code === "INSUFFICIENT_MARGIN" && !margin) return translate(t, error.message);
      return format(template, { symbol, minimum, needed, free });
    }
    const field = Object.values(error.fields)[0];
    return translate(t, field ?? error.message);
  }
  return translate(t, error instanceof Error ? error.message : messages.internal);
}

function translate(t: MarketsDict, text: string): string {
  const key = (Object.keys(t.messages) as (keyof MarketsDict["messages"])[]).find(
    (candidate) => (messages as Record<string, string>)[candidate] === text,
  );
  return key ? t.messages[key] : text;
}
