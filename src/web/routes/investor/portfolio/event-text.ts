import { readCents } from "../../../../shared/money";
import type { CopyEvent } from "../../../../shared/schemas/copies";
import { format } from "../../../i18n";
import type { CopyDict } from "../../../i18n/en/copy";
import type { Formatters } from "../../../i18n/formatters";

/** One line of the log in words: "Copied buy 0.008 BTCUSD at 60,010.00 (trader: 0.04 at 60,010.00)". */
export function eventText(t: CopyDict, fmt: Formatters, event: CopyEvent): string {
  const symbol = event.symbol ?? "";
  const reasons = t.portfolio.skipReasons as Record<string, string>;
  const values = {
    side: event.side ? t.portfolio.sideWords[event.side] : "",
    symbol,
    quantity: event.quantity ? fmt.quantity(event.quantity) : t.none,
    price: fmt.price(symbol, event.price),
    traderQuantity: event.traderQuantity ? fmt.quantity(event.traderQuantity) : t.none,
    traderPrice: fmt.price(symbol, event.traderPrice),
    reason: event.reason ? (reasons[event.reason] ?? event.reason) : t.none,
    amount: event.amount
      ? event.kind === "closed"
        ? fmt.signedUsd(readCents(event.amount))
        : fmt.usd(readCents(event.amount))
      : t.none,
  };
  if (event.kind === "edited") return editedText(t, event.reason);
  let text = format(t.portfolio.kinds[event.kind], values);
  if ((event.kind === "stopped" || event.kind === "closed") && event.reason) {
    const why = (t.portfolio.stopReasons as Record<string, string>)[event.reason];
    if (why) text = `${text} (${why})`;
  }
  return text;
}

/** An 'edited' event's reason ("stop-loss:20>30;take-profit:none>50") in words. */
function editedText(t: CopyDict, reason: string | null): string {
  const match = /^stop-loss:(\d+)>(\d+);take-profit:(\w+)>(\w+)$/.exec(reason ?? "");
  if (!match) return t.portfolio.kinds.edited;
  const level = (value: string | undefined) =>
    value === undefined || value === "none" ? t.manage.none : `+${value}%`;
  return format(t.manage.editedLog, {
    stopLossFrom: match[1] ?? "",
    stopLossTo: match[2] ?? "",
    takeProfitFrom: level(match[3]),
    takeProfitTo: level(match[4]),
  });
}
