import { z } from "zod";
import { defineEndpoint } from "./endpoint";

/**
 * A server-sent events stream (text/event-stream, read with EventSource in web/api/live-updates.ts,
 * not with callEndpoint): `event: change` messages, and with `?quotes=BTCUSD,ETHUSD` (enabled
 * instruments, else 400) `event: quotes` messages. The server writes it itself.
 */
export const streamEvents = defineEndpoint({
  method: "GET",
  path: "/api/v1/events",
  access: "user",
  summary: "Stream live updates (server-sent events)",
  tag: "realtime",
  query: z.object({ quotes: z.string().max(200).optional() }),
  status: 200,
  output: z.string().describe("text/event-stream"),
  errors: ["UNKNOWN_INSTRUMENT", "TOO_MANY_STREAMS"],
});
