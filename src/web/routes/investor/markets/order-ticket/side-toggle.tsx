import type { Quote } from "../../../../../shared/schemas/market";
import type { OrderSide } from "../../../../../shared/schemas/trading";
import { useDict } from "../../../../i18n";
import enMarkets from "../../../../i18n/en/markets";
import { useFormatters } from "../../../../i18n/formatters";

const tones: Record<OrderSide, { active: string; idle: string }> = {
  buy: {
    active: "bg-emerald-700 text-white dark:bg-emerald-500 dark:text-slate-950",
    idle: "text-emerald-800 hover:bg-emerald-50 dark:text-emerald-300 dark:hover:bg-emerald-500/10",
  },
  sell: {
    active: "bg-red-700 text-white dark:bg-red-500 dark:text-slate-950",
    idle: "text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-500/10",
  },
};

/** Buy at the ask or sell at the bid: two pressed-or-not buttons, each with the price it fills at. */
export function SideToggle({
  side,
  onChange,
  symbol,
  quote,
}: {
  side: OrderSide;
  onChange: (side: OrderSide) => void;
  symbol: string;
  quote: Quote | undefined;
}) {
  const t = useDict("markets", enMarkets);
  const fmt = useFormatters();
  const button = (value: OrderSide) => {
    const active = side === value;
    const shown = quote ? fmt.price(symbol, value === "buy" ? quote.ask : quote.bid) : "—";
    return (
      <button
        type="button"
        aria-pressed={active}
        onClick={() => onChange(value)}
        className={`flex h-14 flex-1 flex-col items-center justify-center rounded-md text-sm font-semibold ${active ? tones[value].active : tones[value].idle}`}
      >
        <span>{value === "buy" ? t.ticket.buy : t.ticket.sell}</span>
        <span className="text-xs font-medium tabular-nums opacity-90">{shown}</span>
      </button>
    );
  };
  return (
    <fieldset className="flex gap-1 rounded-lg border border-slate-300 p-1 dark:border-slate-700">
      <legend className="sr-only">{t.ticket.sideLabel}</legend>
      {button("buy")}
      {button("sell")}
    </fieldset>
  );
}
