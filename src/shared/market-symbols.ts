/**
 * Market symbols our own endpoints serve (the ticker defaults of spec section 9 plus the BTCUSDT
 * chart, and the instruments of issue 12), with display labels and decimals. No zod here: the landing page imports this.
 */
export const marketSymbols = {
  SPX: { label: "S&P 500", decimals: 2 },
  NDX: { label: "Nasdaq 100", decimals: 2 },
  EURUSD: { label: "EUR/USD", decimals: 4 },
  BTCUSD: { label: "BTC/USD", decimals: 2 },
  ETHUSD: { label: "ETH/USD", decimals: 2 },
  BTCUSDT: { label: "BTC/USDT", decimals: 2 },
  // The other instruments of issue 12.
  SOLUSD: { label: "SOL/USD", decimals: 2 },
  GBPUSD: { label: "GBP/USD", decimals: 4 },
  USDJPY: { label: "USD/JPY", decimals: 2 },
  XAUUSD: { label: "Gold", decimals: 2 },
} as const;

export type MarketSymbol = keyof typeof marketSymbols;
