import type { FastifyInstance } from "fastify";
import { every } from "../scheduling/every";
import { drainOutbox } from "./deliver-outbox";
import { createMailTransport } from "./transport";

/** Polls the outbox every `intervalMs` and delivers all that is due; stops with the app. */
export function startMailWorker(app: FastifyInstance, intervalMs: number) {
  const transport = createMailTransport(app.config.smtpUrl, app.config.mailFrom, app.log);
  let closing = false;
  const { run: tick, stop } = every(app, intervalMs, "outbox delivery failed; will retry", () =>
    drainOutbox(app.db, transport, () => closing),
  );
  app.addHook("onClose", async () => {
    closing = true;
    stop();
    transport.close();
  });
  return { transport, tick };
}
