import { type Cents, cents } from "../../../../../shared/money";
import type { Quote } from "../../../../../shared/schemas/market";
import { format } from "../../../../i18n";
import type { MarketsDict } from "../../../../i18n/en/markets";
import type { Formatters } from "../../../../i18n/formatters";
import type { TicketPreview } from "../ticket-preview";

/**
 * What the ticket warns of before Review: no quote, simulated prices on a live account, a stale
 * quote, an order below the instrument's minimum, and an order beyond the free margin (`overMargin`,
 * which also keeps Review shut: the server would refuse it).
 */
export function ticketNotices(input: {
  t: MarketsDict;
  fmt: Formatters;
  symbol: string;
  quote: Quote | undefined;
  live: boolean;
  simulated: boolean;
  preview: TicketPreview;
  minimum: Cents;
  freeMargin: Cents;
}): { notices: string[]; overMargin: string | null } {
  const { t, fmt, symbol, quote, live, simulated, preview, minimum, freeMargin } = input;
  const notices: string[] = [];
  if (!quote) notices.push(t.ticket.noQuote);
  if (live && simulated) notices.push(format(t.ticket.simulatedLive, { symbol }));
  // Stale quotes fill nothing in either mode (the server refuses them too).
  else if (quote?.stale) notices.push(t.ticket.staleQuote);
  if (preview.quantity > 0n && preview.notional < minimum) {
    notices.push(format(t.ticket.belowMin, { minimum: fmt.usd(minimum) }));
  }
  const overMargin =
    preview.margin > freeMargin && preview.quantity > 0n
      ? format(t.ticket.overFreeMargin, {
          margin: fmt.usd(preview.margin),
          free: fmt.usd(freeMargin > 0n ? freeMargin : cents(0n)),
        })
      : null;
  if (overMargin) notices.push(overMargin);
  return { notices, overMargin };
}
