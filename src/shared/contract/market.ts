import { candlesOutput, candlesQuery, quotesOutput, quotesQuery } from "../schemas/market";
import { defineEndpoint } from "./endpoint";

export const getQuotes = defineEndpoint({
  method: "GET",
  path: "/api/v1/market/quotes",
  access: "public",
  summary: "Get live quotes",
  tag: "market",
  query: quotesQuery,
  status: 200,
  output: quotesOutput,
  errors: [],
});

export const getCandles = defineEndpoint({
  method: "GET",
  path: "/api/v1/market/candles",
  access: "public",
  summary: "Get price candles of an instrument",
  tag: "market",
  query: candlesQuery,
  status: 200,
  output: candlesOutput,
  errors: [],
});
