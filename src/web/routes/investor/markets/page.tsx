import { useMemo, useState } from "react";
import { sumCents } from "../../../../shared/money";
import type { Quote } from "../../../../shared/schemas/market";
import { useInstruments, useLiveQuotes, usePositions, useTradingAccounts } from "../../../api/trading";
import { ErrorBlock, LoadingBlock, Page } from "../../../components/ui/page";
import { useDict } from "../../../i18n";
import enMarkets from "../../../i18n/en/markets";
import { AccountSummary, liveFigures } from "./account-summary";
import { InstrumentList } from "./instrument-list";
import { instrumentName } from "./instrument-name";
import { livePnl } from "./live-pnl";
import { MarketChart } from "./market-chart";
import { OrderTicket } from "./order-ticket/order-ticket";
import { Positions } from "./positions";
import { TraderSettings } from "./trader-settings";
import { tradingError } from "./trading-error";

/** GET /api/v1/events?quotes= takes at most this many symbols, like GET /api/v1/market/quotes. */
const MAX_QUOTED = 10;

/**
 * /markets: instruments with live quotes, the chart, the order ticket, the account's figures and its
 * positions. A trader lands on the live account, everyone else on the practice account.
 */
export function Component() {
  const t = useDict("markets", enMarkets);
  const accounts = useTradingAccounts();
  const instruments = useInstruments();
  const [accountId, setAccountId] = useState<string>();
  const [symbol, setSymbol] = useState<string>();

  const own = (accounts.data ?? []).filter((item) => item.kind === "own");
  const live = own.find((item) => item.mode === "live");
  const practice = own.find((item) => item.mode === "practice");
  const account = own.find((item) => item.id === accountId) ?? live ?? practice;
  const switchable = [live, practice].filter((item) => item !== undefined);

  const list = instruments.data ?? [];
  const instrument = list.find((item) => item.symbol === symbol) ?? list[0];
  const symbols = list.map((item) => item.symbol).slice(0, MAX_QUOTED);
  const quotes = useLiveQuotes(symbols);
  const quoteOf = useMemo(
    () => new Map<string, Quote>((quotes.data?.quotes ?? []).map((quote) => [quote.symbol, quote])),
    [quotes.data],
  );

  const open = usePositions(account?.id, "open");
  const pnl = open.data
    ? sumCents(open.data.map((position) => livePnl(position, quoteOf.get(position.symbol))))
    : undefined;

  const failed = accounts.error ?? instruments.error;
  return (
    <Page title={t.title} intro={t.intro} width="max-w-7xl">
      {failed ? (
        <ErrorBlock
          message={tradingError(t, failed)}
          onRetry={() => {
            void accounts.refetch();
            void instruments.refetch();
          }}
        />
      ) : !account || !instruments.data ? (
        <LoadingBlock label={t.loading} />
      ) : (
        <div className="space-y-6">
          <AccountSummary accounts={switchable} account={account} onSelect={setAccountId} livePnl={pnl} />
          {live ? <TraderSettings /> : null}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0">
              <InstrumentList
                instruments={list}
                quoteOf={quoteOf}
                selected={instrument?.symbol}
                onSelect={setSymbol}
              />
            </div>
            <div className="min-w-0 lg:col-span-2">
              {instrument ? (
                <MarketChart
                  symbol={instrument.symbol}
                  name={instrumentName(t, instrument)}
                  quote={quoteOf.get(instrument.symbol)}
                />
              ) : null}
            </div>
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0">
              {instrument ? (
                <OrderTicket
                  key={instrument.symbol}
                  account={account}
                  instrument={instrument}
                  quote={quoteOf.get(instrument.symbol)}
                  freeMargin={liveFigures(account, pnl).free}
                />
              ) : null}
            </div>
            <div className="min-w-0 lg:col-span-2">
              <Positions account={account} quoteOf={quoteOf} />
            </div>
          </div>
        </div>
      )}
    </Page>
  );
}
